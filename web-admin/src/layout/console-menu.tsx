import { createElement, type ReactNode } from 'react';
import { Badge } from '@mui/material';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Menu, useResourceDefinitions } from 'react-admin';
import type { AdminStats } from '@ledgerleaf/contracts';
import { useAdminStats } from '../dashboard/use-admin-stats';
import { useSubmissionCounts } from '../resources/submissions';

// Which count each resource's menu entry shows: the work still waiting in it.
const BADGE_OF: Partial<Record<string, keyof AdminStats>> = {
  'call-requests': 'pendingCallRequests',
  messages: 'unreadMessages',
};

// admin-spec tabs 3 and 4: Completed has a green badge, Edit Requests a red one.
const BADGE_COLOR: Partial<Record<string, 'success' | 'error' | 'primary'>> = {
  'pending-submissions': 'primary',
  'completed-submissions': 'success',
  'edit-requests': 'error',
};

const CountBadge = ({ count, color = 'error', children }: { count: number; color?: 'success' | 'error' | 'primary'; children: ReactNode }) => (
  <Badge badgeContent={count} color={color} max={99}>
    {children}
  </Badge>
);

/** The default menu (dashboard, then every resource with a list), with counts on the work queues. */
export const ConsoleMenu = () => {
  const resources = useResourceDefinitions();
  const { data: stats } = useAdminStats();
  const submissionCounts: Partial<Record<string, number>> = useSubmissionCounts();
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.values(resources)
        .filter((resource) => resource.hasList)
        .map(({ name, icon }) => {
          const key = BADGE_OF[name];
          const count = (key && stats ? stats[key] : submissionCounts[name]) ?? 0;
          if (!count) return <Menu.ResourceItem key={name} name={name} />;
          return (
            <Menu.ResourceItem
              key={name}
              name={name}
              leftIcon={<CountBadge count={count} color={BADGE_COLOR[name]}>{createElement(icon ?? ViewListIcon)}</CountBadge>}
            />
          );
        })}
    </Menu>
  );
};
