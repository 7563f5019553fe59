import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const SECTIONS = [
  {
    title: 'Missing credentials',
    body: [
      'Set PLAID_CLIENT_ID and PLAID_SECRET to the keys from Plaid dashboard > Developers > Keys.',
      'Set PLAID_ENV to sandbox, development or production; the secret must belong to that environment.',
      'Restart the API and the worker after changing the environment.',
    ],
  },
  {
    title: 'OAuth redirect setup',
    body: [
      'Many Canadian banks log users in through OAuth and send them back to /oauth-callback.',
      'Add the URIs from the checker above under Developers > API > Allowed redirect URIs, and set PLAID_REDIRECT_URI to this site’s one.',
    ],
  },
  {
    title: 'API errors',
    body: [
      'INVALID_CREDENTIALS: the client id and secret do not match, or the secret is for another environment.',
      'PRODUCT_NOT_ENABLED: the Transactions product is not enabled for this Plaid account; ask Plaid to enable it.',
      'PLANNED_MAINTENANCE: Plaid or the bank is under maintenance; try again later and check Plaid’s status page.',
    ],
  },
];

/** Admin-spec 2: what to do about missing credentials, OAuth redirects and API errors. */
export const Troubleshooting = () => (
  <section aria-label="Troubleshooting">
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      Troubleshooting
    </Typography>
    {SECTIONS.map((section) => (
      <Accordion key={section.title} disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>{section.title}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          {section.body.map((line) => (
            <Typography key={line} variant="body2" sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
        </AccordionDetails>
      </Accordion>
    ))}
  </section>
);
