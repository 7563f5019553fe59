import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** No uploads yet: the spec's two lines. */
export function CsvEmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{hint}</Typography>
    </Box>
  );
}
