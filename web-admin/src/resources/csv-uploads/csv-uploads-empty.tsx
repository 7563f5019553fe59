import { Box, Typography } from '@mui/material';
import TableChartIcon from '@mui/icons-material/TableChart';
import { useTranslate } from 'react-admin';

export const CsvUploadsEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Box sx={{ '& svg': { fontSize: 64, opacity: 0.5 } }}>
        <TableChartIcon />
      </Box>
      <Typography variant="h6" component="p">
        {translate('ledgerleaf.uploads.emptyTitle')}
      </Typography>
      <Typography>{translate('ledgerleaf.uploads.emptyHint')}</Typography>
    </Box>
  );
};
