import { Box, Typography } from '@mui/material';
import TableChartIcon from '@mui/icons-material/TableChart';
import { CSV_MESSAGES } from '@ledgerleaf/contracts';

export const CsvUploadsEmpty = () => (
  <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
    <Box sx={{ '& svg': { fontSize: 64, opacity: 0.5 } }}>
      <TableChartIcon />
    </Box>
    <Typography variant="h6" component="p">
      {CSV_MESSAGES.emptyTitle}
    </Typography>
    <Typography>{CSV_MESSAGES.emptyHint}</Typography>
  </Box>
);
