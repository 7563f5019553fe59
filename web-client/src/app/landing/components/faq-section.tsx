import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PLANS } from '@ledgerleaf/contracts';
import { LandingSection } from './landing-section';

export const FAQ = [
  {
    question: 'How much does Ledgerleaf cost?',
    answer: `${PLANS.MONTHLY.label} on the monthly plan, or ${PLANS.ANNUAL.label} on the annual plan, which processes all 12 months at once and saves you about two months (17%). Prices are in Canadian dollars.`,
  },
  {
    question: 'Are there any setup fees or hidden costs?',
    answer:
      'No. There are no setup fees, no hourly billing and no charge for revisions. Applicable sales taxes are added at checkout, and you can cancel at any time without a contract.',
  },
  {
    question: 'What documents do I need to send?',
    answer:
      'Receipts, invoices and bank or credit card statements, as PDF, CSV or photos. If you connect your bank accounts, most transactions arrive on their own and you only send what the bank cannot: receipts, invoices and cash expenses.',
  },
  {
    question: 'What will I receive each month?',
    answer:
      'A reviewed monthly package: profit and loss statement, balance sheet, bank reconciliations, categorized spending with tax-deductible expenses, and your GST/HST figures prepared for filing, as PDF and CSV.',
  },
  {
    question: 'Can you help me get ready for tax season?',
    answer:
      'Yes. Because your books are closed every month, year end is a formality: we hand your accountant clean statements and the GST/HST, payroll and corporate income tax amounts, or catch up on past months if you are behind.',
  },
] as const;

export function FaqSection() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Frequently asked questions" tinted>
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        {FAQ.map(({ question, answer }, index) => (
          <Accordion key={question} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${index}-summary`} aria-controls={`faq-${index}-answer`}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-answer`}>
              <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
