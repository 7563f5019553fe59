import { lazy } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';

// admin-spec tabs 1, 6 and 9; each view is its own chunk.
export const monthlyReports = {
  name: 'monthly-reports',
  icon: AssessmentIcon,
  options: { label: 'resources.monthly-reports.name' },
  list: lazy(() => import('./pending-report-list')),
} satisfies ResourceProps;

export const rejectedReports = {
  name: 'rejected-reports',
  icon: AssignmentLateIcon,
  options: { label: 'resources.rejected-reports.name' },
  list: lazy(() => import('./rejected-report-list')),
} satisfies ResourceProps;

export const historicalReports = {
  name: 'historical-reports',
  icon: HistoryIcon,
  options: { label: 'resources.historical-reports.name' },
  list: lazy(() => import('./historical-report-page')),
} satisfies ResourceProps;
