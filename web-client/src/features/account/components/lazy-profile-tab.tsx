import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import type { ProfileTabProps } from './profile-tab';

const ProfileTab = lazy(() => import('./profile-tab').then((m) => ({ default: m.ProfileTab })));

/** The Profile tab and its forms load only when the tab is opened. */
export function LazyProfileTab(props: ProfileTabProps) {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <ProfileTab {...props} />
    </Suspense>
  );
}
