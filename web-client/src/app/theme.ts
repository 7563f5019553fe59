import { createTheme, type PaletteColor, type PaletteColorOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    accent: PaletteColor;
  }
  interface PaletteOptions {
    accent?: PaletteColorOptions;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

const { palette } = createTheme();

export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e3f' },
    secondary: { main: '#0f2a44' },
    // The yellow of the "Book A Call" button.
    accent: palette.augmentColor({ color: { main: '#facc15', contrastText: '#1f2937' }, name: 'accent' }),
    background: { default: '#f7f9f8' },
    // MUI's warning and info hues read 3.1:1 and 3.9:1 as text on white (an outlined chip's
    // label): these read 5.0:1 and 4.8:1, WCAG AA (e2e/accessibility.spec.ts).
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
