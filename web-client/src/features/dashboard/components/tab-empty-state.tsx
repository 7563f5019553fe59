import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface TabEmptyStateProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** What a dashboard tab shows while it holds nothing for this user yet. */
export function TabEmptyState({ icon, title, children }: TabEmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 8 }, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography component="div" sx={{ color: 'text.secondary', mt: 1 }}>
        {children}
      </Typography>
    </Box>
  );
}
