import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InsertChartIcon from '@mui/icons-material/InsertChart';
import { LandingSection } from './landing-section';
import { StepCards, type Step } from './step-cards';

const STEPS: readonly Step[] = [
  {
    title: 'Upload Documents',
    text: 'Send us receipts, invoices and bank statements as PDFs, photos or CSV files from your dashboard, whenever it suits you.',
    icon: <CloudUploadIcon />,
  },
  {
    title: 'We Process',
    text: 'A Canadian bookkeeper records and categorizes every transaction, reconciles your accounts and works out the GST/HST you owe, within 48 hours on business days.',
    icon: <FactCheckIcon />,
  },
  {
    title: 'You Get Clean Reports',
    text: 'Download your profit and loss, balance sheet and reconciliations as PDF and CSV, ready for your accountant, your bank or the CRA.',
    icon: <InsertChartIcon />,
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="Three steps to books you can trust"
      intro="No software to learn and no shoebox of receipts at year end. You send the paperwork; we send back finished books."
    >
      <StepCards steps={STEPS} />
    </LandingSection>
  );
}
