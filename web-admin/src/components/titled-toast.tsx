import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';

/**
 * A toast with a bold title over its text, as the spec writes them ('File Not Found' / 'The PDF file…'),
 * and a server error's "Reference: <id>" under it.
 */
export const TitledToast = ({ title, description, reference }: { title?: string; description: string; reference?: string }) => {
  // Catalogue keys are translated; the API's own words (already in the staff member's language) pass as they are.
  const translate = useTranslate();
  return (
    <Box>
      {title && <strong>{translate(title, { _: title })}</strong>}
      <div>{translate(description, { _: description })}</div>
      {reference && <Box sx={{ mt: 0.5, fontFamily: 'monospace', userSelect: 'all' }}>{reference}</Box>}
    </Box>
  );
};
