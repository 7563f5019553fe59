import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface StatCardProps {
  label: string;
  count: number | undefined;
  icon: ReactNode;
  to: string;
}

/** One count on the dashboard; the whole card opens the list it counts. */
export const StatCard = ({ label, count, icon, to }: StatCardProps) => (
  <Card variant="outlined" sx={{ flex: '1 1 220px' }}>
    <CardActionArea component={Link} to={to} aria-label={`${label}: ${count ?? '…'}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Stack sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>{icon}</Stack>
          <div>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            {count === undefined ? (
              <Skeleton width={48} height={40} />
            ) : (
              <Typography variant="h4" component="p">
                {count}
              </Typography>
            )}
          </div>
        </Stack>
      </CardContent>
    </CardActionArea>
  </Card>
);
