import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_MESSAGES, MFA_MESSAGES, RATE_LIMITS, STAFF_MFA } from '@ledgerleaf/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SecretBox } from '../../src/common/crypto/secret-box';
import { StaffMfaRecoveryCode } from '../../src/modules/auth/entities/staff-mfa-recovery-code.entity';
import { StaffMfa } from '../../src/modules/auth/entities/staff-mfa.entity';
import { staffMfaContext } from '../../src/modules/auth/staff-mfa.service';
import { uniqueAddress } from '../helpers/client-address';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

const STAFF_PASSWORD = 'staff-passphrase-9';

/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STAFF_MFA.periodSeconds });

/** A wrong 6-digit code for `secret` (any code but the ones valid around now). */
async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-1, 0, 1].map((steps) => codeAt(secret, steps))));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describe('staff two-factor login (TOTP and recovery codes)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => app?.close());

  const agent = () => request.agent(app.getHttpServer());
  const mfaRow = (userId: number) => app.get(DataSource).getRepository(StaffMfa).findOneBy({ userId });

  /** A staff member with two-factor login on: the code of the current period is already spent by the confirmation. */
  async function enrolledStaff() {
    const { user } = await createUser(app, { isAdmin: true, password: STAFF_PASSWORD });
    const staff = await loginAs(app, user.email, STAFF_PASSWORD);
    const setup = await staff.post('/api/staff/mfa/setup').expect(201);
    const secret = setup.body.secret as string;
    const enabled = await staff
      .post('/api/staff/mfa/enable')
      .send({ code: await codeAt(secret) })
      .expect(200);
    return { user, staff, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  /** The first login step from a new browser (its own address, so per-address counts stay apart). */
  async function passwordStep(email: string, password = STAFF_PASSWORD): Promise<{ browser: Agent; address: string; body: Record<string, unknown> }> {
    const browser = agent();
    const address = uniqueAddress();
    const res = await browser.post('/api/login').set('X-Forwarded-For', address).send({ email, password }).expect(200);
    return { browser, address, body: res.body };
  }

  it('refuses every two-factor route to clients (403) and to visitors (401)', async () => {
    const client = await createUser(app);
    const clientAgent = await loginAs(app, client.user.email, client.password);
    for (const [method, path] of [
      ['get', '/api/staff/mfa'],
      ['post', '/api/staff/mfa/setup'],
      ['post', '/api/staff/mfa/enable'],
      ['post', '/api/staff/mfa/disable'],
    ] as const) {
      const forbidden = await clientAgent[method](path).send({ code: '123456', password: client.password }).expect(403);
      expect(forbidden.body.message).toBe(AUTH_MESSAGES.adminOnly);
      await agent()[method](path).send({ code: '123456' }).expect(401);
    }
    // A client's login stays one step, even after a staff member's second step was tried on the same session.
    const { body } = await passwordStep(client.user.email, client.password);
    expect(body).toMatchObject({ id: client.user.id, isAdmin: false });
    expect(body).not.toHaveProperty('mfaRequired');
  });

  it('enrols: an otpauth URI for the QR code, a first code to confirm, ten recovery codes shown once; the secret is sealed to the user', async () => {
    const { user } = await createUser(app, { isAdmin: true, password: STAFF_PASSWORD });
    const staff = await loginAs(app, user.email, STAFF_PASSWORD);
    const otherSession = await loginAs(app, user.email, STAFF_PASSWORD);
    expect((await staff.get('/api/staff/mfa').expect(200)).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const setup = await staff.post('/api/staff/mfa/setup').expect(201);
    const { secret, otpauthUri } = setup.body as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe(STAFF_MFA.issuer);
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    // Not in force until confirmed: the password alone still logs in.
    expect((await passwordStep(user.email)).body).toMatchObject({ id: user.id });

    const wrong = await staff
      .post('/api/staff/mfa/enable')
      .send({ code: await wrongCode(secret) })
      .expect(400);
    expect(wrong.body.fields).toEqual({ code: [MFA_MESSAGES.setupCodeInvalid] });
    const enabled = await staff
      .post('/api/staff/mfa/enable')
      .send({ code: await codeAt(secret) })
      .expect(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const status = (await staff.get('/api/staff/mfa').expect(200)).body;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Turning it on ends the staff member's other sessions, which never gave a code.
    await otherSession.get('/api/user').expect(401);
    await staff.get('/api/user').expect(200);

    const row = (await mfaRow(user.id))!;
    expect(row.secretEncrypted).not.toContain(secret);
    expect(row.pendingSecretEncrypted).toBeNull();
    const box = app.get(SecretBox);
    expect(box.decrypt(row.secretEncrypted!, staffMfaContext(user.id))).toBe(secret);
    expect(() => box.decrypt(row.secretEncrypted!, staffMfaContext(user.id + 1))).toThrow();
    const stored = await app.get(DataSource).getRepository(StaffMfaRecoveryCode).findBy({ userId: user.id });
    expect(stored).toHaveLength(10);
    const hashes = stored.map((r) => r.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('asks for the code after the password and starts no session before it; a code is accepted once', async () => {
    const { user, secret } = await enrolledStaff();
    const first = await passwordStep(user.email);
    expect(first.body).toEqual({ mfaRequired: true });
    await first.browser.get('/api/user').expect(401);
    await first.browser.get('/api/admin/users').expect(401);

    const wrong = await first.browser
      .post('/api/login/mfa')
      .set('X-Forwarded-For', first.address)
      .send({ code: await wrongCode(secret) })
      .expect(401);
    expect(wrong.body.message).toBe(MFA_MESSAGES.codeInvalid);
    await first.browser.get('/api/user').expect(401);

    // The period's code was spent confirming the setup; the next period's code is within the window.
    const code = await codeAt(secret, 1);
    const done = await first.browser.post('/api/login/mfa').set('X-Forwarded-For', first.address).send({ code }).expect(200);
    expect(done.body).toMatchObject({ id: user.id, isAdmin: true });
    await first.browser.get('/api/user').expect(200);
    await first.browser.get('/api/admin/users').expect(200);

    const again = await passwordStep(user.email);
    const replay = await again.browser.post('/api/login/mfa').set('X-Forwarded-For', again.address).send({ code }).expect(401);
    expect(replay.body.message).toBe(MFA_MESSAGES.codeInvalid);
    await again.browser.get('/api/user').expect(401);
  });

  it('logs in once with each recovery code (any case, with or without dashes)', async () => {
    const { user, staff, recoveryCodes } = await enrolledStaff();
    const [code] = recoveryCodes;
    const first = await passwordStep(user.email);
    await first.browser
      .post('/api/login/mfa')
      .set('X-Forwarded-For', first.address)
      .send({ code: ` ${code.toUpperCase().replace(/-/g, ' ')} ` })
      .expect(200);
    await first.browser.get('/api/user').expect(200);

    const second = await passwordStep(user.email);
    const reused = await second.browser.post('/api/login/mfa').set('X-Forwarded-For', second.address).send({ code }).expect(401);
    expect(reused.body.message).toBe(MFA_MESSAGES.codeInvalid);
    await second.browser.post('/api/login/mfa').set('X-Forwarded-For', second.address).send({ code: recoveryCodes[1] }).expect(200);
    expect((await staff.get('/api/staff/mfa').expect(200)).body.recoveryCodesLeft).toBe(8);
  });

  it('answers the second step without a pending login with a 401 asking for the password again', async () => {
    const res = await agent().post('/api/login/mfa').send({ code: '123456' }).expect(401);
    expect(res.body.message).toBe(MFA_MESSAGES.noPendingLogin);
    const { user, secret } = await enrolledStaff();
    const pending = await passwordStep(user.email);
    // Logging out drops the pending step too.
    await pending.browser.post('/api/logout').expect(200);
    await pending.browser
      .post('/api/login/mfa')
      .send({ code: await codeAt(secret, 1) })
      .expect(401);
  });

  it('throttles wrong codes per account: after the limit even the right code is refused for a while', async () => {
    const { user, secret } = await enrolledStaff();
    const { limit } = RATE_LIMITS.mfaFailuresPerAccount;
    const bad = await wrongCode(secret);
    for (let i = 0; i < limit; i++) {
      // Each guess from a new address and a new pending login: the account's count still adds up.
      const step = await passwordStep(user.email);
      await step.browser.post('/api/login/mfa').set('X-Forwarded-For', step.address).send({ code: bad }).expect(401);
    }
    const last = await passwordStep(user.email);
    const blocked = await last.browser
      .post('/api/login/mfa')
      .set('X-Forwarded-For', last.address)
      .send({ code: await codeAt(secret, 1) })
      .expect(429);
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    await last.browser.get('/api/user').expect(401);
  });

  it('counts a burst of parallel guesses before checking any of them', async () => {
    const { user, secret } = await enrolledStaff();
    const { limit } = RATE_LIMITS.mfaFailuresPerAccount;
    const step = await passwordStep(user.email);
    const bad = await wrongCode(secret);
    const statuses = await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        step.browser
          .post('/api/login/mfa')
          .set('X-Forwarded-For', uniqueAddress())
          .send({ code: bad })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('turns off with the password and a code, and the next login is one step again', async () => {
    const { user, staff, recoveryCodes, secret } = await enrolledStaff();
    const wrongPassword = await staff.post('/api/staff/mfa/disable').send({ password: 'not-the-password', code: recoveryCodes[0] }).expect(400);
    expect(wrongPassword.body.fields).toEqual({ password: [MFA_MESSAGES.passwordWrong] });
    const wrongCodeRes = await staff
      .post('/api/staff/mfa/disable')
      .send({ password: STAFF_PASSWORD, code: await wrongCode(secret) })
      .expect(400);
    expect(wrongCodeRes.body.fields).toEqual({ code: [MFA_MESSAGES.codeInvalid] });
    await staff
      .post('/api/staff/mfa/disable')
      .send({ password: STAFF_PASSWORD, code: await codeAt(secret, 1) })
      .expect(200);
    expect((await staff.get('/api/staff/mfa').expect(200)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await mfaRow(user.id)).toBeNull();
    expect(await app.get(DataSource).getRepository(StaffMfaRecoveryCode).countBy({ userId: user.id })).toBe(0);
    expect((await passwordStep(user.email)).body).toMatchObject({ id: user.id, isAdmin: true });
    const again = await staff.post('/api/staff/mfa/disable').send({ password: STAFF_PASSWORD, code: recoveryCodes[1] }).expect(409);
    expect(again.body.message).toBe(MFA_MESSAGES.notEnabled);
  });

  it('refuses to confirm a setup that was never started', async () => {
    const { user } = await createUser(app, { isAdmin: true, password: STAFF_PASSWORD });
    const staff = await loginAs(app, user.email, STAFF_PASSWORD);
    const res = await staff.post('/api/staff/mfa/enable').send({ code: '123456' }).expect(400);
    expect(res.body.message).toBe(MFA_MESSAGES.noSetupInProgress);
  });
});

describe('STAFF_MFA_REQUIRED=true', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { STAFF_MFA_REQUIRED: 'true' } });
  });
  afterAll(() => app?.close());

  it('holds a staff member without two-factor login at the setup until it is on', async () => {
    const { user } = await createUser(app, { isAdmin: true, password: STAFF_PASSWORD });
    const staff = request.agent(app.getHttpServer());
    const login = await staff.post('/api/login').send({ email: user.email, password: STAFF_PASSWORD }).expect(200);
    expect(login.body).toMatchObject({ id: user.id, isAdmin: true, mfaEnrolmentRequired: true });
    expect((await staff.get('/api/user').expect(200)).body.mfaEnrolmentRequired).toBe(true);

    for (const path of ['/api/admin/users', '/api/admin/stats', '/api/admin/messages', '/api/docs-json']) {
      const res = await staff.get(path).expect(403);
      expect(res.body).toMatchObject({ message: MFA_MESSAGES.enrolmentRequired, code: 'mfa_enrolment_required' });
    }
    await staff
      .patch('/api/user/password')
      .send({ currentPassword: STAFF_PASSWORD, newPassword: 'another-long-secret', confirmPassword: 'another-long-secret' })
      .expect(403);

    expect((await staff.get('/api/staff/mfa').expect(200)).body).toMatchObject({ enabled: false, required: true });
    const { secret } = (await staff.post('/api/staff/mfa/setup').expect(201)).body;
    await staff
      .post('/api/staff/mfa/enable')
      .send({ code: await codeAt(secret) })
      .expect(200);
    await staff.get('/api/admin/users').expect(200);
    expect((await staff.get('/api/user').expect(200)).body).not.toHaveProperty('mfaEnrolmentRequired');
  });

  it('leaves clients alone', async () => {
    const { user, password } = await createUser(app);
    const client = await loginAs(app, user.email, password);
    expect((await client.get('/api/user').expect(200)).body).not.toHaveProperty('mfaEnrolmentRequired');
    await client.patch('/api/user/password').send({ currentPassword: password, newPassword: 'tulip-88', confirmPassword: 'tulip-88' }).expect(200);
    await client.get('/api/staff/mfa').expect(403);
  });
});
