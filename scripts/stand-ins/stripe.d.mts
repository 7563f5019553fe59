// Types of stripe.mjs, generated from its JSDoc (regenerate after changing it):
//   cd scripts/stand-ins && npx tsc --ignoreConfig --allowJs --checkJs --declaration --emitDeclarationOnly --target es2023 --module nodenext --moduleResolution nodenext --types node --strict --outDir /tmp/stand-ins stripe.mjs meta.mjs
/**
 * Decodes Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays.
 * @param {string} raw
 * @returns {StripeObject}
 */
export function decodeStripeForm(raw: string): StripeObject;
/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param {{ webhookUrl?: string, webhookSecret?: string, prices?: PriceInput[] }} [options]
 * @returns {Promise<StripeStandIn>}
 */
export function startStripeStandIn(options?: { webhookUrl?: string; webhookSecret?: string; prices?: PriceInput[] }): Promise<StripeStandIn>;
export type StripeObject = Record<string, unknown>;
export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /**
   * the body exactly as received
   */
  rawBody: string;
  /**
   * the form body decoded into nested objects/arrays
   */
  body: StripeObject;
};
export type WebhookDelivery = {
  /**
   * the event that was sent
   */
  event: StripeObject;
  /**
   * the HTTP status the webhook endpoint answered
   */
  status: number;
  responseBody: string;
};
export type StripeStandIn = {
  /**
   * base URL for STRIPE_API_BASE, e.g. http://127.0.0.1:4010
   */
  url: string;
  /**
   * every API request received, oldest first
   */
  requests: RecordedRequest[];
  /**
   * checkout sessions by id
   */
  sessions: Map<string, StripeObject>;
  /**
   * subscriptions by id
   */
  subscriptions: Map<string, StripeObject>;
  /**
   * customers by id
   */
  customers: Map<string, StripeObject>;
  /**
   * the prices Stripe knows (a checkout naming another price id is refused: No such price)
   */
  prices: Map<string, StripeObject>;
  /**
   * adds a price to the account, as made in Stripe's dashboard
   */
  addPrice: (price: PriceInput) => StripeObject;
  /**
   * the whsec_ secret events are signed with
   */
  webhookSecret: string;
  /**
   * where events are POSTed
   */
  setWebhookUrl: (url: string) => void;
  /**
   * pays an open session: creates the subscription (and a customer unless the session names one), sends checkout.session.completed; throws for a session that is not open
   */
  completeCheckout: (sessionId: string, options?: EventOptions) => Promise<WebhookDelivery>;
  /**
   * sends customer.subscription.updated
   */
  updateSubscription: (
    subscriptionId: string,
    changes: {
      status?: string;
      interval?: 'month' | 'year';
      priceId?: string;
    },
    options?: EventOptions,
  ) => Promise<WebhookDelivery>;
  /**
   * sends customer.subscription.deleted
   */
  deleteSubscription: (subscriptionId: string, options?: EventOptions) => Promise<WebhookDelivery>;
  /**
   * marks an open session expired, as Stripe does when it times out (no event sent)
   */
  expireSession: (sessionId: string) => void;
  /**
   * an event envelope with a fresh evt_ id
   */
  buildEvent: (type: string, object: StripeObject, options?: EventOptions) => StripeObject;
  /**
   * POSTs an event (again, for replay tests); a wrong secret or signature tests rejection
   */
  deliver: (
    event: StripeObject,
    options?: {
      secret?: string;
      signature?: string;
    },
  ) => Promise<WebhookDelivery>;
  /**
   * the Stripe-Signature header for a payload
   */
  sign: (payload: string, secret?: string, timestamp?: number) => string;
  stop: () => Promise<void>;
};
export type PriceInput = {
  id?: string | undefined;
  /**
   * in cents
   */
  unit_amount?: number | null | undefined;
  /**
   * default cad
   */
  currency?: string | undefined;
  /**
   * null: a one-time price
   */
  interval?: 'day' | 'month' | 'year' | 'week' | null | undefined;
};
export type EventOptions = {
  /**
   * the event's `created` (Unix seconds); default now. Lets a test send events out of order.
   */
  created?: number | undefined;
  /**
   * false: build and return the event without POSTing it (status 0), to deliver later with `deliver`
   */
  deliver?: boolean | undefined;
  /**
   * `data.previous_attributes` of a `*.updated` event: the changed fields' values before
   */
  previousAttributes?: StripeObject | undefined;
};
