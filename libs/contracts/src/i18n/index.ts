export * from './locale.js';
export * from './format.js';
export * from './catalogues/index.js';
