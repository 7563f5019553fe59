import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import commonPasswords from './common-passwords.json';
import { passwordProblem } from './password-policy';

const client = { isAdmin: false };
const staff = { isAdmin: true };

describe('passwordProblem', () => {
  it('ships the 10,000 most common passwords, most common first', () => {
    expect(commonPasswords).toHaveLength(10_000);
    expect(commonPasswords.slice(0, 2)).toEqual(['123456', 'password']);
  });

  it.each(['password', 'Password', 'PASSWORD1', 'qwerty123', 'letmein', 'iloveyou'])('refuses the common password %s, whatever its case', (password) => {
    expect(passwordProblem(password, client)).toBe(VALIDATION.passwordTooCommon);
  });

  it.each(['client-demo-1', 'staff-demo-1', 'correct-horse-1', 'owner-pass-1', 'cedar-grove-7', 'brand-new-secret', 'new-secret-1'])(
    'accepts %s (demo logins and test fixtures)',
    (password) => {
      expect(passwordProblem(password, client)).toBeNull();
    },
  );

  it('keeps the spec minimum for clients and asks staff for 12 characters', () => {
    expect(LIMITS.staffPasswordMin).toBe(12);
    expect(passwordProblem('tulip-88', client)).toBeNull();
    expect(passwordProblem('tulip-88', staff)).toBe(VALIDATION.staffPasswordMin);
    expect(passwordProblem('tulip-88-xyz', staff)).toBeNull();
  });

  it('refuses a common password for staff too, even a long one', () => {
    expect(passwordProblem('qwerty123456', staff)).toBe(VALIDATION.passwordTooCommon);
  });
});
