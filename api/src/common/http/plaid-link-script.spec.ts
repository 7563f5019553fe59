import { linkScriptOverrideHead, PLAID_LINK_CDN_URL } from './plaid-link-script';

describe('linkScriptOverrideHead', () => {
  it('loads the given script and marks the CDN address with an inert tag the browser never fetches', () => {
    const head = linkScriptOverrideHead('http://127.0.0.1:4012/link/v2/stable/link-initialize.js');
    expect(head).toContain('<script src="http://127.0.0.1:4012/link/v2/stable/link-initialize.js"></script>');
    expect(head).toContain(`<script type="text/plain" src="${PLAID_LINK_CDN_URL}"`);
  });

  it('escapes the address it writes into the attribute', () => {
    expect(linkScriptOverrideHead('http://x.test/a"><img src=x>')).toContain('src="http://x.test/a&quot;&gt;&lt;img src=x&gt;"');
  });
});
