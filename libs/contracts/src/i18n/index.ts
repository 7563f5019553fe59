export * from './locale.js';
export * from './format.js';
export * from './catalogues/index.js';
export * from './render.js';
export * from './category-names.js';
