/** The landing page's sections in page order, as the top bar links to them. */
export const LANDING_SECTIONS = [
  { id: 'track-transactions', label: 'How It Works' },
  { id: 'about', label: 'About Us' },
  { id: 'who-we-are', label: 'Who We Are' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'contact', label: 'Contact' },
] as const;

/** Smoothly scrolls to a section; does nothing when the page has no such section. */
export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
