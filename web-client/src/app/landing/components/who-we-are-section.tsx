import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LandingSection } from './landing-section';

const FOUNDER = { name: 'Claire Bouchard, CPA', initials: 'CB' };

export function WhoWeAreSection() {
  const [expanded, setExpanded] = useState(false);
  const { t } = useTranslation('landing');

  return (
    <LandingSection id="who-we-are" eyebrow={t('who.eyebrow')} title={t('who.title')}>
      <Card variant="outlined" sx={{ maxWidth: 860, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Avatar
              role="img"
              aria-label={t('who.portrait', { name: FOUNDER.name })}
              sx={{ width: 96, height: 96, bgcolor: 'primary.main', fontSize: '2rem', fontWeight: 700 }}
            >
              {FOUNDER.initials}
            </Avatar>
            <div>
              <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                {FOUNDER.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('who.role')}</Typography>
              <Typography>{t('who.p1')}</Typography>
              <Collapse in={expanded} id="founder-bio-more">
                <Typography sx={{ mt: 2 }}>{t('who.p2')}</Typography>
                <Typography sx={{ mt: 2 }}>{t('who.p3')}</Typography>
              </Collapse>
              <Button onClick={() => setExpanded((value) => !value)} aria-expanded={expanded} aria-controls="founder-bio-more" sx={{ mt: 1, px: 0 }}>
                {expanded ? t('who.less') : t('who.more')}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </LandingSection>
  );
}
