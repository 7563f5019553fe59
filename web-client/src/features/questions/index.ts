// The public face of the questions feature: "Questions from your bookkeeper", for the dashboard to place.
export { QuestionsPanel } from './components/questions-panel';
