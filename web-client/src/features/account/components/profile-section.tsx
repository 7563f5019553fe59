import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface ProfileSectionProps {
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One titled block of the Profile tab. */
export function ProfileSection({ title, description, tone = 'default', children }: ProfileSectionProps) {
  const id = `profile-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: tone === 'danger' ? 'error.main' : 'divider' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ color: tone === 'danger' ? 'error.main' : undefined }}>
        {title}
      </Typography>
      {description && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{description}</Typography>}
      {children}
    </Paper>
  );
}
