import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The centred spinner shown while a page or the current user loads. */
export function PageSpinner({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
