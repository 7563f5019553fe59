// The public face of the conversions feature: the view-content tracker the site shell
// mounts. The events themselves are sent through lib/conversions.ts, which registration
// and the thank-you page also use.
export { ViewContentTracker } from './components/view-content-tracker';
