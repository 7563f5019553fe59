import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../../../lib/auth';
import { reportViewContent } from '../../../lib/conversions';

/**
 * Reports a view-content event each time a logged-in user reaches a new page. Only
 * the path counts: switching a dashboard tab (`?tab=`) is not a new page view.
 */
export function ViewContentTracker() {
  const { pathname } = useLocation();
  const { data: user } = useUser();
  // StrictMode runs effects twice in development; the key keeps it to one event per page.
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    if (!user) {
      lastReported.current = null;
      return;
    }
    const key = `${user.id} ${pathname}`;
    if (lastReported.current === key) return;
    lastReported.current = key;
    void reportViewContent(user, pathname);
  }, [user, pathname]);

  return null;
}
