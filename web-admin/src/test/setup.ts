import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor give up after 1 s by default: too short on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia. Answer width queries as a desktop screen, so components render
// the layout staff actually use (MUI otherwise falls back to the mobile variants).
const SCREEN_WIDTH = 1280;
const matchesWidth = (query: string) => {
  const clauses = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return clauses.length > 0 && clauses.every(([, bound, px]) => (bound === 'min' ? SCREEN_WIDTH >= Number(px) : SCREEN_WIDTH <= Number(px)));
};

window.matchMedia = (query: string) => ({
  matches: matchesWidth(query),
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
