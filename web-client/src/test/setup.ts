import '@testing-library/jest-dom/vitest';

// jsdom has no layout engine: scrolling is a no-op here rather than a "not implemented" error.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
