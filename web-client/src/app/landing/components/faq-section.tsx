import { planAmount } from '../plan-price';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LandingSection } from './landing-section';

export const FAQ = ['cost', 'fees', 'documents', 'monthly', 'tax'] as const;

export function FaqSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')} tinted>
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        {FAQ.map((key, index) => (
          <Accordion key={key} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${index}-summary`} aria-controls={`faq-${index}-answer`}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {t(`faq.${key}.q`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-answer`}>
              <Typography sx={{ color: 'text.secondary' }}>
                {t(`faq.${key}.a`, {
                  monthly: t('perPeriod', { amount: planAmount('MONTHLY'), period: t('plans.MONTHLY.period') }),
                  annual: t('perPeriod', { amount: planAmount('ANNUAL'), period: t('plans.ANNUAL.period') }),
                })}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
