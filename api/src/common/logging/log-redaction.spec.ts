import { createAppLogger } from './create-app-logger';
import { REDACTED, scrubSecrets, serializeError } from './log-redaction';

describe('log redaction', () => {
  const capture = () => {
    const output: string[] = [];
    const { root } = createAppLogger({ level: 'info', format: 'json', destination: { write: (line: string) => void output.push(line) } });
    return { root, text: () => output.join('') };
  };

  it('redacts a secret key at the top of a line and down to four levels below it', () => {
    const { root, text } = capture();
    root.info(
      { password: 'top-pw', a: { b: { c: { d: { accessToken: 'deep-token' } } } }, headers: { 'set-cookie': ['sid=abc'], cookie: 'sid=abc' } },
      'fields',
    );
    expect(text()).not.toMatch(/top-pw|deep-token|sid=abc/);
    expect(JSON.parse(text())).toMatchObject({
      password: REDACTED,
      a: { b: { c: { d: { accessToken: REDACTED } } } },
      headers: { 'set-cookie': REDACTED, cookie: REDACTED },
    });
  });

  it('replaces provider credentials of a known shape wherever they are, message text included', () => {
    expect(scrubSecrets('token access-production-8ab976e6-64bc-4b38 and sk_live_abcdefgh1234 and whsec_abcdefgh12 and sk-proj-abcdefghijklmnop1234')).toBe(
      `token ${REDACTED} and ${REDACTED} and ${REDACTED} and ${REDACTED}`,
    );
    expect(scrubSecrets('report 2026-07 for user 42 (request 3f1c9a2e-7d44)')).toBe('report 2026-07 for user 42 (request 3f1c9a2e-7d44)');
  });

  it("keeps an error's codes and answer but not the request it sent, nor a failed statement's parameters", () => {
    const queryError = Object.assign(new Error('invalid input syntax for type integer: "private.person@example.ca"'), {
      query: 'SELECT $1::integer',
      parameters: ['private.person@example.ca'],
      code: '22P02',
    });
    const serialized = serializeError(queryError);
    expect(serialized).toMatchObject({
      type: 'Error',
      code: '22P02',
      query: 'SELECT $1::integer',
      message: 'invalid input syntax for type integer: "[parameter $1]"',
    });
    expect(JSON.stringify(serialized)).not.toContain('private.person@example.ca');

    const sdkError = Object.assign(new Error('Request failed with status code 400'), {
      config: { data: '{"secret":"plaid-secret-123"}' },
      request: { headers: { 'PLAID-SECRET': 'plaid-secret-123' } },
      response: { status: 400, data: { error_code: 'ITEM_LOGIN_REQUIRED' }, headers: { 'set-cookie': 'x' } },
      cause: new Error('socket hang up'),
    });
    expect(serializeError(sdkError)).toMatchObject({
      response: { status: 400, data: { error_code: 'ITEM_LOGIN_REQUIRED' } },
      cause: { message: 'socket hang up' },
    });
    expect(JSON.stringify(serializeError(sdkError))).not.toContain('plaid-secret-123');
  });
});
