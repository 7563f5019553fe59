// The Stripe stand-in's hosted checkout page (GET /pay/:id): what a person sees at a
// Checkout Session's `url` in the demo (DEMO_PROVIDERS=true) and the browser tests. Its Pay
// button posts to /pay/:id, where the stand-in completes the session, sends the signed
// checkout.session.completed webhook and redirects to success_url, as Stripe does.
// Test mode: the card fields are shown filled with Stripe's test card and are not read.

/** @param {unknown} value */
const html = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * "CA$100.00 per month" from the session's first line item (inline price_data), or null.
 * @param {Record<string, any>} session
 */
function priceLine(session) {
  const data = session._line_items?.[0]?.price_data;
  if (!data || data.unit_amount === undefined) return null;
  const amount = new Intl.NumberFormat('en-CA', { style: 'currency', currency: String(data.currency ?? 'cad').toUpperCase() }).format(
    Number(data.unit_amount) / 100,
  );
  const interval = data.recurring?.interval;
  return interval ? `${amount} per ${interval}` : amount;
}

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 880px; margin: 0 auto; padding: 48px 24px; display: grid; grid-template-columns: 1fr 1fr; gap: 48px; }
  @media (max-width: 720px) { main { grid-template-columns: 1fr; } }
  .banner { background: #ffde92; color: #5c3b00; text-align: center; padding: 6px; font-size: 13px; }
  h1 { font-size: 16px; color: #697386; font-weight: 500; margin: 0 0 8px; }
  .amount { font-size: 36px; font-weight: 600; margin: 0 0 24px; }
  label { display: block; font-size: 13px; color: #4f566b; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font: inherit; border: 1px solid #cfd7df; border-radius: 6px; background: #fff; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  button { width: 100%; margin-top: 24px; padding: 12px; font: inherit; font-weight: 600; color: #fff; background: #635bff; border: 0; border-radius: 6px; cursor: pointer; }
  .note { font-size: 12px; color: #697386; margin-top: 12px; }
  a { color: #635bff; }
`;

/**
 * The page for a session (undefined: an unknown id). An open session shows the Pay form; a
 * paid or expired one says so, as Stripe's page does.
 * @param {Record<string, any> | undefined} session the stand-in's session record
 * @param {string | null} [email] the customer's e-mail, when the session names a customer
 * @returns {string}
 */
export function checkoutPageHtml(session, email = null) {
  const page = (body) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Stripe test checkout</title><style>${STYLE}</style></head><body>` +
    `<div class="banner">Test mode: a local Stripe stand-in. No card is charged and nothing leaves this machine.</div>${body}</body></html>`;
  if (!session) return page('<main><section><h1>Stripe test checkout</h1><p>Unknown checkout session.</p></section></main>');

  const product = session._line_items?.[0]?.price_data?.product_data?.name ?? 'Subscription';
  const price = priceLine(session);
  const cancel = session.cancel_url ? `<p class="note"><a href="${html(session.cancel_url)}">Cancel and go back</a></p>` : '';
  const summary =
    `<section aria-label="Order summary"><h1>Stripe test checkout</h1>` +
    `<p>${html(product)}</p>${price ? `<p class="amount">${html(price)}</p>` : ''}` +
    `<p class="note" data-session-id="${html(session.id)}">Checkout session ${html(session.id)}</p>${cancel}</section>`;
  if (session.status !== 'open') {
    const said = session.status === 'complete' ? 'This checkout session is already paid.' : 'This checkout session has expired.';
    return page(`<main>${summary}<section><p role="status">${said}</p></section></main>`);
  }
  const customerEmail = email ?? session.customer_email ?? '';
  return page(
    `<main>${summary}<section aria-label="Payment">` +
      `<form method="post" action="/pay/${html(session.id)}">` +
      `<label for="email">Email</label><input id="email" type="email" value="${html(customerEmail)}" readonly>` +
      `<label for="card">Card number</label><input id="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">` +
      `<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" autocomplete="off" value="12 / 34"></div>` +
      `<div><label for="cvc">CVC</label><input id="cvc" autocomplete="off" value="123"></div></div>` +
      `<label for="name">Name on card</label><input id="name" autocomplete="off" value="">` +
      `<button type="submit">Pay</button>` +
      `<p class="note">Pay completes the session: the stand-in sends the signed checkout.session.completed webhook to the app and returns you to it.</p>` +
      `</form></section></main>`,
  );
}
