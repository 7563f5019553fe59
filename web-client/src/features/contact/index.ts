// The public face of the contact feature: the landing page shows the contact form, and
// the Book A Call button (landing page, site top bar) opens the call-request dialog.
export { LazyContactForm } from './components/lazy-contact-form';
export { BookCallButton } from './components/book-call-button';
