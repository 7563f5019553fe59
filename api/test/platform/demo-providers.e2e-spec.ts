import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { demoProvidersWanted, startProviderStandIns, type ProviderStandIns } from '../../../scripts/lib/provider-stand-ins.mjs';

// `DEMO_PROVIDERS=true npm start` (issue 20, point 4): the stand-ins' wiring and its refusals.
// e2e/demo.spec.ts walks the demo itself in a browser.
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

describe('DEMO_PROVIDERS', () => {
  it('is on only for true, and refused with NODE_ENV=production or a value it does not know', () => {
    expect(demoProvidersWanted({})).toBe(false);
    expect(demoProvidersWanted({ DEMO_PROVIDERS: 'false' })).toBe(false);
    expect(demoProvidersWanted({ DEMO_PROVIDERS: 'true', NODE_ENV: 'development' })).toBe(true);
    expect(() => demoProvidersWanted({ DEMO_PROVIDERS: 'yes' })).toThrow('DEMO_PROVIDERS must be true or false (got "yes")');
    expect(() => demoProvidersWanted({ DEMO_PROVIDERS: 'true', NODE_ENV: 'production' })).toThrow(/refused with NODE_ENV=production/);
  });

  it('stops npm start in production before it builds or starts anything', () => {
    const run = spawnSync(process.execPath, [resolve(REPO_ROOT, 'scripts/start.mjs')], {
      env: { PATH: process.env.PATH, DEMO_PROVIDERS: 'true', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Could not start Ledgerleaf: DEMO_PROVIDERS=true is refused with NODE_ENV=production');
    expect(run.stdout).not.toContain('PostgreSQL');
  });

  describe('the stand-ins', () => {
    let providers: ProviderStandIns;
    const appUrl = 'http://localhost:39999';

    beforeAll(async () => {
      providers = await startProviderStandIns({ appUrl });
    });
    afterAll(() => providers.stop());

    it('give the API the variables that point each SDK at them', () => {
      expect(providers.env).toEqual({
        STRIPE_SECRET_KEY: expect.stringMatching(/^sk_test_/),
        STRIPE_WEBHOOK_SECRET: providers.stripe.webhookSecret,
        STRIPE_API_BASE: providers.stripe.url,
        PLAID_CLIENT_ID: providers.plaid.clientId,
        PLAID_SECRET: providers.plaid.secret,
        PLAID_ENV: 'sandbox',
        PLAID_BASE_URL: providers.plaid.url,
        PLAID_REDIRECT_URI: `${appUrl}/oauth-callback`,
        PLAID_LINK_SCRIPT_URL: providers.linkScript!.scriptUrl,
        OPENAI_API_KEY: expect.any(String),
        OPENAI_BASE_URL: providers.openai!.url,
        BANK_OF_CANADA_BASE_URL: providers.bankOfCanada.url,
      });
      expect(providers.bankOfCanada.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/valet$/);
      expect(providers.linkScript!.scriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/link\/v2\/stable\/link-initialize\.js$/);
    });

    it("serve Link's browser stand-in at the CDN's path, and nothing else", async () => {
      const script = await fetch(providers.linkScript!.scriptUrl);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(await script.text()).toBe(readFileSync(resolve(REPO_ROOT, 'scripts/stand-ins/plaid-link.js'), 'utf8'));
      expect((await fetch(`${providers.linkScript!.url}/other.js`)).status).toBe(404);
    });

    it('show a checkout page with the plan, its price and the e-mail, and no Pay button once paid', async () => {
      const stripe = (path: string, form: Record<string, string>) =>
        fetch(`${providers.stripe.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${providers.env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        }).then((res) => res.json() as Promise<Record<string, string>>);
      const customer = await stripe('/v1/customers', { email: 'camille@example.ca' });
      const session = await stripe('/v1/checkout/sessions', {
        mode: 'subscription',
        customer: customer.id,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'cad',
        'line_items[0][price_data][unit_amount]': '10000',
        'line_items[0][price_data][recurring][interval]': 'month',
        'line_items[0][price_data][product_data][name]': 'Ledgerleaf Monthly plan',
        success_url: `${appUrl}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/dashboard`,
      });
      const open = await (await fetch(session.url)).text();
      expect(open).toContain('Ledgerleaf Monthly plan');
      expect(open).toContain('$100.00 per month');
      expect(open).toContain('value="camille@example.ca"');
      expect(open).toContain('<button type="submit">Pay</button>');

      providers.stripe.setWebhookUrl(`${providers.stripe.url}/no-app-here`);
      await providers.stripe.completeCheckout(session.id);
      const paid = await (await fetch(session.url)).text();
      expect(paid).toContain('This checkout session is already paid.');
      expect(paid).not.toContain('<button');
    });
  });
});
