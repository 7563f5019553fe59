// The public face of the CSV feature: the dashboard's CSV Upload & AI Categorization tab, loaded on demand.
export { LazyCsvUploadTab } from './components/lazy-csv-upload-tab';
