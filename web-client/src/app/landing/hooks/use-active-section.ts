import { useEffect, useState } from 'react';

/**
 * The id of the section currently in view, for highlighting its top-bar button: the
 * first section, in page order, of which at least a fifth is visible (the spec's
 * threshold 0.2 and margin -10px); null when none is, for example over the hero.
 * Sections that are not on the page are skipped.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const order = key.split(' ');
    const elements = order.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return;

    // An observer reports only the sections whose visibility changed, so the
    // current state of every section is kept here.
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        setActive(order.find((id) => visible.has(id)) ?? null);
      },
      { threshold: 0.2, rootMargin: '-10px' },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [key]);

  return active;
}
