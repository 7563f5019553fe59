import { Box } from '@mui/material';

/** A toast with a bold title over its text, as the spec writes them ('File Not Found' / 'The PDF file…'). */
export const TitledToast = ({ title, description }: { title: string; description: string }) => (
  <Box>
    <strong>{title}</strong>
    <div>{description}</div>
  </Box>
);
