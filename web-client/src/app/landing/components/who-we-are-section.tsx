import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LandingSection } from './landing-section';

const FOUNDER = { name: 'Claire Bouchard, CPA', role: 'Founder and lead bookkeeper', initials: 'CB' };

export function WhoWeAreSection() {
  const [expanded, setExpanded] = useState(false);

  return (
    <LandingSection id="who-we-are" eyebrow="Who we are" title="Real bookkeepers, not a black box">
      <Card variant="outlined" sx={{ maxWidth: 860, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Avatar
              role="img"
              aria-label={`Portrait initials of ${FOUNDER.name}`}
              sx={{ width: 96, height: 96, bgcolor: 'primary.main', fontSize: '2rem', fontWeight: 700 }}
            >
              {FOUNDER.initials}
            </Avatar>
            <div>
              <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                {FOUNDER.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>{FOUNDER.role}</Typography>
              <Typography>
                Claire spent twelve years in public practice in Toronto and Montréal, closing the books of restaurants, trades, clinics and design studios. She
                kept meeting owners who paid for bookkeeping they could not see, and found their problems at tax time instead of every month. She founded
                Ledgerleaf in 2021 to fix that.
              </Typography>
              <Collapse in={expanded} id="founder-bio-more">
                <Typography sx={{ mt: 2 }}>
                  Ledgerleaf pairs every client with a named bookkeeper who answers the phone. The software does the repetitive sorting; people check every
                  report before it is approved. Claire still reviews the GST/HST figures of new clients herself during their first quarter.
                </Typography>
                <Typography sx={{ mt: 2 }}>
                  Before Ledgerleaf, Claire led the small-business practice of a mid-sized Ontario firm and taught bookkeeping in the evening at a community
                  college. She holds the CPA designation from CPA Ontario and lives in Guelph, where she volunteers as treasurer of a local food bank.
                </Typography>
              </Collapse>
              <Button onClick={() => setExpanded((value) => !value)} aria-expanded={expanded} aria-controls="founder-bio-more" sx={{ mt: 1, px: 0 }}>
                {expanded ? 'Read less' : 'Read more'}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </LandingSection>
  );
}
