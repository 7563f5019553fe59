import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const ProfileTab = lazy(() => import('./profile-tab').then((m) => ({ default: m.ProfileTab })));

/** The Profile tab and its forms load only when the tab is opened. */
export function LazyProfileTab() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <ProfileTab />
    </Suspense>
  );
}
