// The public face of the tax feature: the dashboard's Sales tax view and the Profile tab's tax section.
export { LazySalesTaxTab, LazyTaxProfileSection } from './components/lazy-sales-tax-tab';
