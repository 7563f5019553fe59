// The public face of the categories feature: the Category Configuration tab, loaded on demand.
export { LazyCategoryConfiguration } from './components/lazy-category-configuration';
export { useCategories } from './api/get-categories';
