import { createElement, type ReactNode } from 'react';
import { Badge, ListItemIcon, MenuItem } from '@mui/material';
import DnsIcon from '@mui/icons-material/Dns';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Menu, useResourceDefinitions } from 'react-admin';
import { QUEUE_BOARD_PATH, type AdminStats } from '@ledgerleaf/contracts';
import { useAdminStats } from '../dashboard/use-admin-stats';

// Which count each resource's menu entry shows: the work still waiting in it.
const BADGE_OF: Partial<Record<string, keyof AdminStats>> = {
  'call-requests': 'pendingCallRequests',
  messages: 'unreadMessages',
};

const CountBadge = ({ count, children }: { count: number; children: ReactNode }) => (
  <Badge badgeContent={count} color="error" max={99}>
    {children}
  </Badge>
);

/** The default menu (dashboard, then every resource with a list), with counts on the work queues. */
export const ConsoleMenu = () => {
  const resources = useResourceDefinitions();
  const { data: stats } = useAdminStats();
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
      {/* The queue board is served by the API, outside the console's router. */}
      <MenuItem component="a" href={QUEUE_BOARD_PATH} target="_blank" rel="noopener">
        <ListItemIcon>
          <DnsIcon fontSize="small" />
        </ListItemIcon>
        Queues
      </MenuItem>
    </Menu>
  );
};
