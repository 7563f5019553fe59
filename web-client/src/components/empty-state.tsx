import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** The title's heading level: h2 when the view is a tab's content, h3 inside a titled panel. */
  headingLevel?: 'h2' | 'h3';
  /** One line on what will appear here, and how. */
  hint: ReactNode;
  /** A way out of the empty state (Connect a bank, ...). */
  action?: ReactNode;
}

/** The empty state of a data view: an icon, what is missing, and what will fill it. */
export function EmptyState({ icon, title, headingLevel = 'h2', hint, action }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component={headingLevel} sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{hint}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
