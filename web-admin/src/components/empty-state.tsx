import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const EmptyState = ({ icon, message, detail }: { icon: ReactNode; message: string; detail?: string }) => (
  <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
    <Box sx={{ '& svg': { fontSize: 64, opacity: 0.5 } }}>{icon}</Box>
    <Typography variant="h6" component="p">
      {message}
    </Typography>
    {detail && <Typography variant="body2">{detail}</Typography>}
  </Box>
);
