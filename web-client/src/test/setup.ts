import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine: scrolling is a no-op here rather than a "not implemented" error.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
