import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import EditNoteIcon from '@mui/icons-material/EditNote';
import type { ResourceProps } from 'react-admin';
import { SUBMISSION_ADMIN_TEXTS as T } from '@ledgerleaf/contracts';

const representation = (s: { summaryName: string }) => s.summaryName;

export const pendingSubmissions = {
  name: 'pending-submissions',
  icon: AssignmentIcon,
  options: { label: T.pendingTitle },
  list: lazy(() => import('./pending-submission-list')),
  recordRepresentation: representation,
} satisfies ResourceProps;

export const completedSubmissions = {
  name: 'completed-submissions',
  icon: AssignmentTurnedInIcon,
  options: { label: T.completedTitle },
  list: lazy(() => import('./completed-submission-list')),
  recordRepresentation: representation,
} satisfies ResourceProps;

export const editRequests = {
  name: 'edit-requests',
  icon: EditNoteIcon,
  options: { label: T.editRequestsTitle },
  list: lazy(() => import('./edit-request-list')),
  recordRepresentation: representation,
} satisfies ResourceProps;
