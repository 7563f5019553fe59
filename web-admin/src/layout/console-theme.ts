import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme with colours that read at WCAG AA contrast (4.5:1): its app bar's
 * blue (#2196f3) gave white text 3.1:1, MUI's primary blue (#1976d2) 4.4:1 as a button's text on
 * the page's background, and the warning and info hues 3.1:1 and 3.9:1 as an outlined chip's
 * label. Checked by e2e/accessibility.spec.ts (axe-core).
 */
export const consoleTheme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
});
