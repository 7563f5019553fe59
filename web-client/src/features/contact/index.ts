// The public face of the contact feature: the landing page shows the contact form and
// every Book A Call button opens the call-request dialog, through this file only.
export { LazyContactForm } from './components/lazy-contact-form';
export { LazyCallRequestDialog, preloadCallRequestDialog } from './components/lazy-call-request-dialog';
