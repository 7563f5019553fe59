import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { describeStatement, withoutParameters } from '../../src/database/redacting-typeorm-logger';

/** Everything written to the console and to stdout/stderr while `run` runs. */
async function captureOutput(run: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const keep = (...args: unknown[]) => void chunks.push(args.map(String).join(' '));
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (keep(chunk), true)),
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (keep(chunk), true)),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => jest.spyOn(console, method).mockImplementation(keep)),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return chunks.join('\n');
}

describe('database error logging (issue 7)', () => {
  let dataSource: DataSource;
  const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdGhhdC1tdXN0LW5vdC1sZWFr';
  const resetTokenHash = 'f3b1c0ffee5ecre7reset7oken4a5h000000000000000000000000000000000000';
  const email = 'private.person@example.ca';

  beforeAll(async () => {
    dataSource = await new DataSource(typeormOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(() => dataSource.destroy());

  it('logs a failing statement without its parameters', async () => {
    const output = await captureOutput(async () => {
      await expect(
        dataSource.query('UPDATE users SET password_hash = $1, email = $2 WHERE no_such_column = $3', [secretHash, email, resetTokenHash]),
      ).rejects.toThrow(/no_such_column/);
    });
    expect(output).toContain('Query failed');
    expect(output).toContain('UPDATE users SET password_hash = $1, email = $2 WHERE no_such_column = $3');
    expect(output).toContain('column "no_such_column" does not exist');
    for (const secret of [secretHash, email, resetTokenHash, 'c2VjcmV0']) expect(output).not.toContain(secret);
  });

  it('removes a parameter the driver quotes in its own message', async () => {
    const output = await captureOutput(async () => {
      await expect(dataSource.query('SELECT $1::integer AS n', [resetTokenHash])).rejects.toThrow(/invalid input syntax/);
    });
    expect(output).toContain('SELECT $1::integer AS n');
    expect(output).toContain('invalid input syntax for type integer: "[parameter $1]"');
    expect(output).not.toContain(resetTokenHash);
  });

  it('cuts a very long statement and keeps it on one line', () => {
    const text = describeStatement(`INSERT INTO t\n  VALUES ${'($1), '.repeat(1000)}`);
    expect(text).not.toContain('\n');
    expect(text).toMatch(/^INSERT INTO t VALUES/);
    expect(text).toMatch(/… \(\d+ characters\)$/);
  });

  it('replaces named parameters and the longest match first', () => {
    expect(withoutParameters('bad value "abcdef" near "abc"', { long: 'abcdef', short: 'abc' })).toBe(
      'bad value "[parameter :long]" near "[parameter :short]"',
    );
  });
});
