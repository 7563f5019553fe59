// The public face of the account feature: the tax questionnaire and the Profile tab.
// The site shell imports this file, so everything heavy behind it loads on demand.
export { TaxQuestionnaireGate } from './components/tax-questionnaire-gate';
export { LazyProfileTab } from './components/lazy-profile-tab';
