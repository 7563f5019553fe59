import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const EmptyState = ({ icon, message }: { icon: ReactNode; message: string }) => (
  <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
    <Box sx={{ '& svg': { fontSize: 64, opacity: 0.5 } }}>{icon}</Box>
    <Typography variant="h6" component="p">
      {message}
    </Typography>
  </Box>
);
