// The advertising-conversion events (POST /api/conversions/*), sent by registration, the
// thank-you page and the view-content tracker.
import { type CurrentUser, type PurchaseConversionRequest, type ViewContentConversionRequest } from '@ledgerleaf/contracts';
import { apiRequest } from './api-client';

type Person = Pick<CurrentUser, 'email' | 'firstName' | 'lastName' | 'phone'>;

function contactOf({ email, firstName, lastName, phone }: Person) {
  return { email, firstName, lastName, phone };
}

// Advertising events must never get in a user's way: a failure is logged and dropped.
function send(url: string, body: PurchaseConversionRequest | ViewContentConversionRequest): Promise<void> {
  return apiRequest<unknown>(url, { method: 'POST', body }).then(
    () => undefined,
    (error: unknown) => console.warn(`Conversion event ${url} failed`, error),
  );
}

/**
 * POST /api/conversions/purchase for the logged-in user. The server reports only what it
 * saw (the paid checkout named here, else the account's coupon registration), with the
 * value it knows, once per purchase. Never rejects.
 */
export function reportPurchase(purchase: PurchaseConversionRequest = {}): Promise<void> {
  return send('/api/conversions/purchase', purchase);
}

/** POST /api/conversions/view-content for the page at `path` on this site. Never rejects. */
export function reportViewContent(person: Person, path: string): Promise<void> {
  return send('/api/conversions/view-content', {
    ...contactOf(person),
    eventSourceUrl: `${window.location.origin}${path}`,
  });
}
