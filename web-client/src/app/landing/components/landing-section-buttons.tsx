import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { LANDING_SECTIONS, scrollToSection } from '../sections';

export function LandingSectionButtons({ activeId }: { activeId: string | null }) {
  const { t } = useTranslation('landing');
  return (
    <>
      {LANDING_SECTIONS.map(({ id }) => (
        <Button
          key={id}
          color="inherit"
          onClick={() => scrollToSection(id)}
          aria-current={activeId === id ? 'location' : undefined}
          sx={{ '&[aria-current]': { color: 'primary.main', bgcolor: 'action.selected' } }}
        >
          {t(`sections.${id}`)}
        </Button>
      ))}
    </>
  );
}
