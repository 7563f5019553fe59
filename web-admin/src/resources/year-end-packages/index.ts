import { lazy } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { ResourceProps } from 'react-admin';
import { YEAR_END_PACKAGES_RESOURCE } from './year-end-packages-api';

export const yearEndPackages = {
  name: YEAR_END_PACKAGES_RESOURCE,
  icon: EventNoteIcon,
  options: { label: 'resources.year-end-packages.name' },
  list: lazy(() => import('./year-end-package-list')),
} satisfies ResourceProps;
