import Button from '@mui/material/Button';
import { LANDING_SECTIONS, scrollToSection } from '../sections';

export function LandingSectionButtons({ activeId }: { activeId: string | null }) {
  return (
    <>
      {LANDING_SECTIONS.map(({ id, label }) => (
        <Button
          key={id}
          color="inherit"
          onClick={() => scrollToSection(id)}
          aria-current={activeId === id ? 'location' : undefined}
          sx={{ '&[aria-current]': { color: 'primary.main', bgcolor: 'action.selected' } }}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
