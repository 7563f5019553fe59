import { useTranslation } from 'react-i18next';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InsertChartIcon from '@mui/icons-material/InsertChart';
import { LandingSection } from './landing-section';
import { StepCards, type Step } from './step-cards';

const STEPS = [
  { key: 'upload', icon: <CloudUploadIcon /> },
  { key: 'process', icon: <FactCheckIcon /> },
  { key: 'reports', icon: <InsertChartIcon /> },
] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  const steps: Step[] = STEPS.map(({ key, icon }) => ({ title: t(`howItWorks.${key}.title`), text: t(`howItWorks.${key}.text`), icon }));
  return (
    <LandingSection id="how-it-works" eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} intro={t('howItWorks.intro')}>
      <StepCards steps={steps} />
    </LandingSection>
  );
}
