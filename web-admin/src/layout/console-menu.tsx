import { createElement, type ReactNode } from 'react';
import { Badge } from '@mui/material';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Menu, useResourceDefinitions } from 'react-admin';
import type { AdminStats } from '@ledgerleaf/contracts';
import { useAdminStats } from '../dashboard/use-admin-stats';
import { useCsvUploadsToCategorize } from '../dashboard/use-csv-uploads-to-categorize';

type Counts = AdminStats & { csvUploadsToCategorize: number };

// Which count each resource's menu entry shows: the work still waiting in it.
const BADGE_OF: Partial<Record<string, keyof Counts>> = {
  'call-requests': 'pendingCallRequests',
  messages: 'unreadMessages',
  'csv-uploads': 'csvUploadsToCategorize',
};

const CountBadge = ({ count, children }: { count: number; children: ReactNode }) => (
  <Badge badgeContent={count} color="error" max={99}>
    {children}
  </Badge>
);

/** The default menu (dashboard, then every resource with a list), with counts on the work queues. */
export const ConsoleMenu = () => {
  const resources = useResourceDefinitions();
  const { data: adminStats } = useAdminStats();
  const csvUploadsToCategorize = useCsvUploadsToCategorize();
  const stats: Partial<Counts> | undefined = adminStats && { ...adminStats, csvUploadsToCategorize };
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.values(resources)
        .filter((resource) => resource.hasList)
        .map(({ name, icon }) => {
          const key = BADGE_OF[name];
          const count = key && stats ? stats[key] : 0;
          if (!count) return <Menu.ResourceItem key={name} name={name} />;
          return (
            <Menu.ResourceItem
              key={name}
              name={name}
              leftIcon={<CountBadge count={count}>{createElement(icon ?? ViewListIcon)}</CountBadge>}
            />
          );
        })}
    </Menu>
  );
};
