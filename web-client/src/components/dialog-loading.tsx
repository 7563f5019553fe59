import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';

/**
 * What a lazily loaded dialog shows while its code arrives: the dim of MUI's Backdrop
 * (same colour, same layer) and a spinner. Drawn with Box rather than Backdrop, whose
 * transition and modal code would otherwise ride along with every page that merely
 * offers the dialog (the landing page's Book A Call).
 */
export function DialogLoading({ spinnerColor }: { spinnerColor?: CircularProgressProps['color'] }) {
  const { t } = useTranslation('layout');
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        WebkitTapHighlightColor: 'transparent',
      }}
    >
      <CircularProgress aria-label={t('loading')} color={spinnerColor} />
    </Box>
  );
}
