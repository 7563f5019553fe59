// The public face of the conversions feature (advertising events).
export { reportPurchase, reportViewContent } from './api/report-conversion';
export { ViewContentTracker } from './components/view-content-tracker';
