import Typography from '@mui/material/Typography';

/** "Reference: <id>" under a server error, selectable so the person can copy it for support. */
export function ErrorReference({ reference }: { reference?: string }) {
  if (!reference) return null;
  return (
    <Typography variant="body2" component="div" sx={{ mt: 0.5, opacity: 0.85, userSelect: 'all', fontFamily: 'monospace' }}>
      {reference}
    </Typography>
  );
}
