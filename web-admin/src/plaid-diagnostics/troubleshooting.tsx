import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useAreaTranslate } from '../i18n';

// Each section's title and lines are catalogue keys under ledgerleaf.plaid.troubleshooting.<section>.
const SECTIONS = [
  { key: 'credentials', lines: ['line1', 'line2', 'line3'] },
  { key: 'oauth', lines: ['line1', 'line2'] },
  { key: 'errors', lines: ['line1', 'line2', 'line3'] },
];

/** Admin-spec 2: what to do about missing credentials, OAuth redirects and API errors. */
export const Troubleshooting = () => {
  const t = useAreaTranslate('ledgerleaf.plaid.troubleshooting');
  return (
    <section aria-label={t('title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {SECTIONS.map((section) => (
        <Accordion key={section.key} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>{t(`${section.key}.title`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            {section.lines.map((line) => (
              <Typography key={line} variant="body2" sx={{ mb: 1 }}>
                {t(`${section.key}.${line}`)}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
};
