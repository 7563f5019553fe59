import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

export const DiagnosticCard = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);
