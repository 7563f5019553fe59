/**
 * Leaving the app for another site (Stripe Checkout) goes through this object, so
 * tests can observe it: jsdom cannot navigate and its `location` cannot be replaced.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
