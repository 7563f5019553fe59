import { createElement, type ReactNode } from 'react';
import { Badge, ListItemIcon, MenuItem } from '@mui/material';
import DnsIcon from '@mui/icons-material/Dns';
import LockIcon from '@mui/icons-material/Lock';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Menu, useBasename, useResourceDefinitions, useTranslate } from 'react-admin';
import { QUEUE_BOARD_PATH } from '@ledgerleaf/contracts';
import { useConsoleCounts, type ConsoleCounts } from '../dashboard/use-console-counts';
import { SECURITY_PATH } from '../security/security-path';

// Which count each resource's menu entry shows: the work still waiting in it (none on Users).
const BADGE_OF: Partial<Record<string, keyof ConsoleCounts>> = {
  'monthly-reports': 'pendingReports',
  'rejected-reports': 'rejectedReports',
  'pending-submissions': 'pendingSubmissions',
  'completed-submissions': 'completedSubmissions',
  'edit-requests': 'editRequests',
  'call-requests': 'pendingCallRequests',
  messages: 'unreadMessages',
  'csv-uploads': 'csvUploadsToCategorize',
  questions: 'questionsToActOn',
};

// admin-spec tabs 3 and 4: Completed has a green badge, Edit Requests a red one.
const BADGE_COLOR: Partial<Record<string, 'success' | 'error' | 'primary'>> = {
  'monthly-reports': 'primary',
  'rejected-reports': 'error',
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
  const { data: counts } = useConsoleCounts();
  const basename = useBasename();
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.values(resources)
        .filter((resource) => resource.hasList)
        .map(({ name, icon }) => {
          const key = BADGE_OF[name];
          const count = (key && counts?.[key]) || 0;
          if (!count) return <Menu.ResourceItem key={name} name={name} />;
          return (
            <Menu.ResourceItem
              key={name}
              name={name}
              leftIcon={
                <CountBadge count={count} color={BADGE_COLOR[name]}>
                  {createElement(icon ?? ViewListIcon)}
                </CountBadge>
              }
            />
          );
        })}
      {/* A plain Menu.Item does not add the console's basename (ResourceItem and DashboardItem do). */}
      <Menu.Item to={`${basename}${SECURITY_PATH}`} primaryText={translate('ledgerleaf.layout.security')} leftIcon={<LockIcon />} />
      {/* The queue board is served by the API, outside the console's router. */}
      <MenuItem component="a" href={QUEUE_BOARD_PATH} target="_blank" rel="noopener">
        <ListItemIcon>
          <DnsIcon fontSize="small" />
        </ListItemIcon>
        {translate('ledgerleaf.layout.queues')}
      </MenuItem>
    </Menu>
  );
};
