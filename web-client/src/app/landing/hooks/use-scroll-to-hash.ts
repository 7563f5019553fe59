import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../sections';

/**
 * Scrolls to the section named by the URL hash, so links such as "/#contact" from
 * other pages (and repeated clicks on the same one) land on the right section.
 * `ready` is false while the sections are not rendered yet.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (ready && hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [ready, hash, key]);
}
