import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface LandingSectionProps {
  /** The anchor the top bar scrolls to; also names the heading for the landmark. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the landing page: a labelled <section> with an h2 and centred intro. */
export function LandingSection({ id, eyebrow, title, intro, tinted = false, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 8, md: 12 }, bgcolor: tinted ? 'background.paper' : 'transparent' }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          {eyebrow && (
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 1.5 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
            {title}
          </Typography>
          {intro && (
            <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 400, color: 'text.secondary' }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
