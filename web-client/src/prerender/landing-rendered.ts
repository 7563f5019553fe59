// The hand-over between the prerendered landing page and the app: the app, rendering
// off-screen, says when its landing page is on screen-ready (the visitor's state known),
// and the take-over then swaps it in for the static markup.

const LANDING_RENDERED = 'ledgerleaf:landing-rendered';

/** Called by the landing page once it shows its sections (not its loading state). */
export function announceLandingRendered(): void {
  window.dispatchEvent(new Event(LANDING_RENDERED));
}

/** Resolves at the next announcement. */
export function landingRendered(): Promise<void> {
  return new Promise((resolve) => window.addEventListener(LANDING_RENDERED, () => resolve(), { once: true }));
}
