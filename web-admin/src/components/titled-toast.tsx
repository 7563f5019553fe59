import { Box } from '@mui/material';

/**
 * A toast with a bold title over its text, as the spec writes them ('File Not Found' / 'The PDF file…'),
 * and a server error's "Reference: <id>" under it.
 */
export const TitledToast = ({ title, description, reference }: { title?: string; description: string; reference?: string }) => (
  <Box>
    {title && <strong>{title}</strong>}
    <div>{description}</div>
    {reference && <Box sx={{ mt: 0.5, fontFamily: 'monospace', userSelect: 'all' }}>{reference}</Box>}
  </Box>
);
