import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import EditNoteIcon from '@mui/icons-material/EditNote';
import type { ResourceProps } from 'react-admin';

const representation = (s: { summaryName: string }) => s.summaryName;

export const pendingSubmissions = {
  name: 'pending-submissions',
  icon: AssignmentIcon,
  options: { label: 'resources.pending-submissions.name' },
  list: lazy(() => import('./pending-submission-list')),
  recordRepresentation: representation,
} satisfies ResourceProps;

export const completedSubmissions = {
  name: 'completed-submissions',
  icon: AssignmentTurnedInIcon,
  options: { label: 'resources.completed-submissions.name' },
  list: lazy(() => import('./completed-submission-list')),
  recordRepresentation: representation,
} satisfies ResourceProps;

export const editRequests = {
  name: 'edit-requests',
  icon: EditNoteIcon,
  options: { label: 'resources.edit-requests.name' },
  list: lazy(() => import('./edit-request-list')),
  recordRepresentation: representation,
} satisfies ResourceProps;
