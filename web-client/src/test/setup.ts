import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine and no scrolling: make it a no-op instead of an error.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
