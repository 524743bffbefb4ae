import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaRecoveryCodes, users } from '../../db/schema/index';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import {
  createVerifiedAccount,
  get,
  login,
  loginToken,
  post,
  strongPassword,
} from '../../test/accounts-fixtures';

describe('two-factor sign-in', () => {
  let t: TestApp;
  let mail: MailCatcher;
  // At the start of a 30-second step, so that moving by whole steps stays predictable.
  const time = testClock(new Date('2026-11-22T09:00:00.000Z'));

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ clock: time.clock, env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const totp = (secret: string, offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(time.clock().getTime() / 1000) + offsetSteps * 30 });
  /** A 6-digit code that is not the authenticator's code now. */
  const wrongCode = async (secret: string) =>
    (await totp(secret)) === '000000' ? '111111' : '000000';

  const authed = (token: string, url: string, payload: object) =>
    post(t.app, url, payload, { headers: { authorization: `Bearer ${token}` } });

  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
  const storedRecoveryCodes = async (email: string) =>
    t.database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, (await userRow(email)).id));

  /** Signed in, with the setup started on the Security page: the secret it showed. */
  async function setupStarted() {
    const { email } = await createVerifiedAccount(t.app, mail);
    const session = await loginToken(t.app, email);
    const res = await authed(session, '/user/mfa/enable', { password: strongPassword });
    expect(res.statusCode).toBe(200);
    return { email, session, secret: res.json().data.secret as string };
  }

  /** An account whose owner set up an authenticator and confirmed it on the Security page. */
  async function enrolled() {
    const { email, session, secret } = await setupStarted();
    const res = await authed(session, '/user/mfa/confirm', { token: await totp(secret) });
    expect(res.statusCode).toBe(200);
    // The confirming code is spent: later sign-ins use the next step's code.
    time.advance(30_000);
    return { email, session, secret, recoveryCodes: res.json().data.recoveryCodes as string[] };
  }

  async function challenge(email: string): Promise<string> {
    const res = await login(t.app, email);
    expect(res.json().data).toMatchObject({ mfaRequired: true, user: { email } });
    expect(res.json().data.accessToken).toBeUndefined();
    return res.json().data.mfaChallenge;
  }

  const signIn = async (email: string, factor: { token: string } | { recoveryCode: string }) =>
    post(t.app, '/auth/mfa/verify', { email, challenge: await challenge(email), ...factor });

  describe('setting up an authenticator on the Security page', () => {
    it('refuses to start with a wrong password and changes nothing', async () => {
      const { email } = await createVerifiedAccount(t.app, mail);
      const session = await loginToken(t.app, email);
      const res = await authed(session, '/user/mfa/enable', { password: 'Wrong-Pass#1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.password', code: 'wrongPassword', message: 'Invalid Password' }],
      });
      expect((await userRow(email)).mfaPendingSecret).toBeNull();
    });

    it('shows a secret and a 200x200 QR code, but two-factor stays off until a code confirms it', async () => {
      const { email, session, secret } = await setupStarted();
      const again = await authed(session, '/user/mfa/enable', { password: strongPassword });
      const { qrCode } = again.json().data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(qrCode).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(qrCode.split(',')[1], 'base64');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);

      expect((await get(t.app, '/user/me', session)).json().data).toMatchObject({
        mfaEnabled: false,
        mfaEnrolled: false,
      });
      const next = await login(t.app, email);
      expect(next.json().data.mfaRequired).toBe(false);
      expect(next.json().data.accessToken).toEqual(expect.any(String));
    });

    it('shows the same secret to the same session until confirmed (a reload keeps the scanned QR)', async () => {
      const { session, secret } = await setupStarted();
      const again = await authed(session, '/user/mfa/enable', { password: strongPassword });
      expect(again.json().data.secret).toBe(secret);
    });

    it('stores the secret encrypted', async () => {
      const { email, secret } = await enrolled();
      const row = await userRow(email);
      expect(row.mfaSecret).not.toBeNull();
      expect(row.mfaSecret).not.toContain(secret);
    });

    it('refuses a wrong code and a 5-digit code, and two-factor stays off', async () => {
      const { email, session, secret } = await setupStarted();
      const wrong = await authed(session, '/user/mfa/confirm', { token: await wrongCode(secret) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'VERIFICATION_FAILED',
        message: 'Verification failed. Please try again.',
      });
      const short = await authed(session, '/user/mfa/confirm', { token: '12345' });
      expect(short.statusCode).toBe(400);
      expect(short.json().details).toEqual([
        { path: 'body.token', code: 'codeLength', message: 'Please enter the 6-digit code' },
      ]);
      expect(await userRow(email)).toMatchObject({ mfaEnabled: false, mfaSecret: null });
      expect(await storedRecoveryCodes(email)).toEqual([]);
    });

    it('finishes only in the session that started it (409 MFA_SETUP_INVALID elsewhere)', async () => {
      const { email } = await createVerifiedAccount(t.app, mail);
      const first = await loginToken(t.app, email);
      const other = await loginToken(t.app, email);
      expect((await authed(first, '/user/mfa/confirm', { token: '123456' })).json().code).toBe(
        'MFA_SETUP_INVALID',
      );
      const shown = (await authed(first, '/user/mfa/enable', { password: strongPassword })).json()
        .data.secret;
      const elsewhere = await authed(other, '/user/mfa/confirm', { token: await totp(shown) });
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json()).toMatchObject({
        code: 'MFA_SETUP_INVALID',
        message: 'This two-factor setup is no longer valid. Start again.',
      });
      expect((await userRow(email)).mfaEnabled).toBe(false);
    });

    it('turns two-factor on with the right code: 10 distinct recovery codes, a mail, other sessions ended', async () => {
      const { email, session, secret } = await setupStarted();
      const elsewhere = await loginToken(t.app, email);
      const res = await authed(session, '/user/mfa/confirm', { token: await totp(secret) });
      expect(res.statusCode).toBe(200);
      const { user, recoveryCodes } = res.json().data;
      expect(user).toMatchObject({ email, mfaEnabled: true, mfaEnrolled: true });
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

      const mails = await mail.mailsTo(email, 2);
      expect(mails.at(-1)!.subject).toBe('تم تفعيل التحقق بخطوتين في حسابك على نُزُل');
      expect((await get(t.app, '/user/me', session)).statusCode).toBe(200);
      expect((await get(t.app, '/user/me', elsewhere)).statusCode).toBe(401);
      time.advance(30_000);
      expect((await login(t.app, email)).json().data.mfaRequired).toBe(true);
    });

    it('confirms once when two confirmations race', async () => {
      const { email, session, secret } = await setupStarted();
      const code = await totp(secret);
      const answers = await Promise.all([
        authed(session, '/user/mfa/confirm', { token: code }),
        authed(session, '/user/mfa/confirm', { token: code }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await storedRecoveryCodes(email)).toHaveLength(10);
      time.advance(30_000);
    });

    it('refuses to start again once two-factor is on (409 MFA_ALREADY_ENABLED)', async () => {
      const { session } = await enrolled();
      const res = await authed(session, '/user/mfa/enable', { password: strongPassword });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('MFA_ALREADY_ENABLED');
      expect(res.json().data).toBeUndefined();
    });
  });

  describe('a password alone', () => {
    it('gets no QR code, no secret and no session bound to a new authenticator', async () => {
      // The owner started the setup and has not confirmed it yet.
      const { email, secret: ownerSecret } = await setupStarted();

      // Whoever signs in with the password finds two-factor off: no setup is offered.
      const intruder = await login(t.app, email);
      expect(intruder.json().data).toMatchObject({
        mfaRequired: false,
        user: { mfaEnabled: false, mfaEnrolled: false },
      });
      expect(intruder.json().data.mfaChallenge).toBeUndefined();
      expect(intruder.body).not.toContain(ownerSecret);

      // The sign-in's two-factor calls answer nothing without a challenge ...
      const generate = await post(t.app, '/auth/mfa/generate', { email, challenge: 'guessed' });
      expect(generate.statusCode).toBe(401);
      expect(generate.json().data).toBeUndefined();
      const verify = await post(t.app, '/auth/mfa/verify', {
        email,
        challenge: 'guessed',
        token: await totp(ownerSecret),
      });
      expect(verify.statusCode).toBe(401);
      expect(verify.json().data).toBeUndefined();

      // ... and the Security page shows the intruder's session a secret of its own, never the
      // one the owner is about to scan.
      const theirs = await authed(intruder.json().data.accessToken, '/user/mfa/enable', {
        password: strongPassword,
      });
      expect(theirs.json().data.secret).not.toBe(ownerSecret);
      expect(await userRow(email)).toMatchObject({ mfaEnabled: false, mfaSecret: null });
    });

    it('meets only a code prompt once an authenticator is confirmed: the sign-in never enrols', async () => {
      const { email, secret } = await enrolled();
      const ch = await challenge(email);
      const gen = await post(t.app, '/auth/mfa/generate', { email, challenge: ch });
      expect(gen.statusCode).toBe(200);
      expect(gen.json().data).toEqual({
        user: { email, mfaEnrolled: true },
        secret: null,
        qrCode: null,
      });
      // A code from an authenticator of the intruder's own making is just a wrong code.
      const own = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const res = await post(t.app, '/auth/mfa/verify', {
        email,
        challenge: ch,
        secret: own,
        token: await totp(own),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VERIFICATION_FAILED');
      expect((await signIn(email, { token: await totp(secret) })).statusCode).toBe(200);
    });

    it('can never leave two-factor switched on without a confirmed authenticator', async () => {
      const { email } = await createVerifiedAccount(t.app, mail);
      const error = await t.database.db
        .update(users)
        .set({ mfaEnabled: true })
        .where(eq(users.email, email))
        .then(
          () => undefined,
          (caught: { cause?: { code?: string } }) => caught,
        );
      // check_violation: users_mfa_enabled_has_secret.
      expect(error?.cause?.code).toBe('23514');
    });
  });

  describe('signing in with an authenticator code', () => {
    it('accepts a code one step early or late and refuses two steps', async () => {
      const { email, secret } = await enrolled();
      for (const [offset, status] of [
        [-2, 400],
        [2, 400],
        [-1, 200],
        [1, 200],
      ] as const) {
        time.advance(5 * 30_000);
        const res = await signIn(email, { token: await totp(secret, offset) });
        expect(res.statusCode, `offset ${offset}`).toBe(status);
      }
    });

    it('gives a session of the enrolled user', async () => {
      const { email, secret } = await enrolled();
      const res = await signIn(email, { token: await totp(secret) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ email, mfaEnabled: true, mfaEnrolled: true });
      expect((await get(t.app, '/user/me', res.json().data.accessToken)).statusCode).toBe(200);
    });

    it('refuses a code that was already used (replay), the confirming code included', async () => {
      const { email, session, secret } = await setupStarted();
      const confirming = await totp(secret);
      await authed(session, '/user/mfa/confirm', { token: confirming });
      expect((await signIn(email, { token: confirming })).statusCode).toBe(400);

      time.advance(30_000);
      const code = await totp(secret);
      expect((await signIn(email, { token: code })).statusCode).toBe(200);
      const replay = await signIn(email, { token: code });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({
        code: 'VERIFICATION_FAILED',
        message: 'Verification failed. Please try again.',
      });
    });

    it('voids the challenge after 5 wrong codes', async () => {
      const { email, secret } = await enrolled();
      const ch = await challenge(email);
      const wrong = await wrongCode(secret);
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push(
          (await post(t.app, '/auth/mfa/verify', { email, challenge: ch, token: wrong })).json()
            .code,
        );
      }
      expect(answers).toEqual([
        'VERIFICATION_FAILED',
        'VERIFICATION_FAILED',
        'VERIFICATION_FAILED',
        'VERIFICATION_FAILED',
        'MFA_CHALLENGE_INVALID',
      ]);
      const sixth = await post(t.app, '/auth/mfa/verify', {
        email,
        challenge: ch,
        token: await totp(secret),
      });
      expect(sixth.statusCode).toBe(401);
      expect(sixth.json().code).toBe('MFA_CHALLENGE_INVALID');
    });

    it('expires the challenge after 5 minutes and refuses it for another e-mail', async () => {
      const { email } = await enrolled();
      const other = await enrolled();
      const ch = await challenge(email);
      expect(
        (await post(t.app, '/auth/mfa/generate', { email: other.email, challenge: ch })).statusCode,
      ).toBe(401);
      time.advance(5 * 60 * 1000);
      const late = await post(t.app, '/auth/mfa/generate', { email, challenge: ch });
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('MFA_CHALLENGE_INVALID');
    });

    it('wants exactly one of a code and a recovery code', async () => {
      const { email, secret, recoveryCodes } = await enrolled();
      const ch = await challenge(email);
      for (const factor of [{}, { token: await totp(secret), recoveryCode: recoveryCodes[0] }]) {
        const res = await post(t.app, '/auth/mfa/verify', { email, challenge: ch, ...factor });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ path: 'body.token', message: 'This field is required' }],
        });
      }
    });

    it('keeps a remembered login remembered through the two-factor step', async () => {
      const { email, secret } = await enrolled();
      const ch = (await login(t.app, email, strongPassword, true)).json().data.mfaChallenge;
      const res = await post(t.app, '/auth/mfa/verify', {
        email,
        challenge: ch,
        token: await totp(secret),
      });
      const token = res.json().data.accessToken;
      time.advance(13 * 60 * 60 * 1000);
      expect((await get(t.app, '/user/me', token)).statusCode).toBe(200);
    });
  });

  describe('recovery codes', () => {
    it('signs in once with each code, then refuses it', async () => {
      const { email, recoveryCodes } = await enrolled();
      for (const code of recoveryCodes) {
        const first = await signIn(email, { recoveryCode: code });
        expect(first.statusCode, code).toBe(200);
        expect((await get(t.app, '/user/me', first.json().data.accessToken)).statusCode).toBe(200);
        const again = await signIn(email, { recoveryCode: code });
        expect(again.statusCode, code).toBe(400);
        expect(again.json().code).toBe('VERIFICATION_FAILED');
        // Two guesses a code: stay inside the 15 guesses per 15 minutes of an account.
        time.advance(3 * 60 * 1000);
      }
    });

    it('takes a code typed in capitals, without the dash or with spaces', async () => {
      const { email, recoveryCodes } = await enrolled();
      const [a, b, c] = recoveryCodes as [string, string, string];
      for (const typed of [a.toUpperCase(), b.replace('-', ''), ` ${c.replace('-', ' - ')} `]) {
        expect((await signIn(email, { recoveryCode: typed })).statusCode, typed).toBe(200);
      }
      const malformed = await signIn(email, { recoveryCode: 'abc' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toEqual([
        { path: 'body.recoveryCode', code: 'invalidValue', message: 'Invalid value' },
      ]);
    });

    it('counts a wrong recovery code as a wrong attempt: 5 void the challenge', async () => {
      const { email, recoveryCodes } = await enrolled();
      const ch = await challenge(email);
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await post(t.app, '/auth/mfa/verify', {
          email,
          challenge: ch,
          recoveryCode: 'aaaaa-aaaaa',
        });
        answers.push(res.json().code);
      }
      expect(answers.at(-1)).toBe('MFA_CHALLENGE_INVALID');
      const right = await post(t.app, '/auth/mfa/verify', {
        email,
        challenge: ch,
        recoveryCode: recoveryCodes[0],
      });
      expect(right.statusCode).toBe(401);
      // The refused sign-in did not spend the code.
      expect((await signIn(email, { recoveryCode: recoveryCodes[0]! })).statusCode).toBe(200);
    });

    it('lets only one of two sign-ins at once use the same code', async () => {
      const { email, recoveryCodes } = await enrolled();
      const [first, second] = [await challenge(email), await challenge(email)];
      const answers = await Promise.all(
        [first, second].map((ch) =>
          post(t.app, '/auth/mfa/verify', { email, challenge: ch, recoveryCode: recoveryCodes[0] }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    });

    it('keeps only keyed hashes, never the codes', async () => {
      const { email, recoveryCodes } = await enrolled();
      const rows = await storedRecoveryCodes(email);
      expect(rows).toHaveLength(10);
      const stored = JSON.stringify(rows);
      for (const code of recoveryCodes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace('-', ''));
      }
      for (const row of rows) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('makes 10 new codes for a current authenticator code, and the old ones stop working', async () => {
      const { email, session, secret, recoveryCodes: old } = await enrolled();
      const wrong = await authed(session, '/user/mfa/recovery-codes', {
        token: await wrongCode(secret),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('VERIFICATION_FAILED');

      const res = await authed(session, '/user/mfa/recovery-codes', { token: await totp(secret) });
      expect(res.statusCode).toBe(200);
      const fresh: string[] = res.json().data.recoveryCodes;
      expect(new Set(fresh).size).toBe(10);
      expect(fresh.filter((code) => old.includes(code))).toEqual([]);
      expect(await storedRecoveryCodes(email)).toHaveLength(10);

      expect((await signIn(email, { recoveryCode: old[0]! })).statusCode).toBe(400);
      expect((await signIn(email, { recoveryCode: fresh[0]! })).statusCode).toBe(200);
    });

    it('keeps 10 codes when two renewals race', async () => {
      const { email, session, secret } = await enrolled();
      await Promise.all(
        [0, 1].map(async (offset) =>
          authed(session, '/user/mfa/recovery-codes', { token: await totp(secret, offset) }),
        ),
      );
      expect(await storedRecoveryCodes(email)).toHaveLength(10);
      time.advance(60_000);
    });

    it('makes none without two-factor (409 MFA_NOT_ENABLED)', async () => {
      const { email } = await createVerifiedAccount(t.app, mail);
      const session = await loginToken(t.app, email);
      const res = await authed(session, '/user/mfa/recovery-codes', { token: '123456' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('MFA_NOT_ENABLED');
    });
  });

  it('documents every two-factor route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of ['enable', 'confirm', 'recovery-codes', 'disable']) {
      expect(doc.paths[`/api/v1/user/mfa/${route}`]?.post, route).toBeDefined();
    }
    const verify = doc.paths['/api/v1/auth/mfa/verify'].post;
    const body = verify.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['email', 'challenge', 'token', 'recoveryCode']),
    );
  });

  describe('turning two-factor off', () => {
    it('needs a valid code from the authenticator', async () => {
      const { email, session, secret } = await enrolled();
      const wrong = await authed(session, '/user/mfa/disable', { token: await wrongCode(secret) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('VERIFICATION_FAILED');
      const none = await authed(session, '/user/mfa/disable', {});
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('VALIDATION_FAILED');
      expect((await userRow(email)).mfaEnabled).toBe(true);

      const off = await authed(session, '/user/mfa/disable', { token: await totp(secret) });
      expect(off.statusCode).toBe(200);
      expect(off.json().data).toMatchObject({ mfaEnabled: false, mfaEnrolled: false });
      expect((await login(t.app, email)).json().data.mfaRequired).toBe(false);
      expect(await storedRecoveryCodes(email)).toEqual([]);
    });

    it('takes a recovery code instead', async () => {
      const { email, session, recoveryCodes } = await enrolled();
      const wrong = await authed(session, '/user/mfa/disable', { recoveryCode: 'aaaaa-aaaaa' });
      expect(wrong.json().code).toBe('VERIFICATION_FAILED');
      const off = await authed(session, '/user/mfa/disable', { recoveryCode: recoveryCodes[3] });
      expect(off.statusCode).toBe(200);
      expect(await userRow(email)).toMatchObject({ mfaEnabled: false, mfaSecret: null });
    });

    it('answers 409 MFA_NOT_ENABLED while two-factor is off, even with a setup started', async () => {
      const { session } = await setupStarted();
      const res = await authed(session, '/user/mfa/disable', { token: '123456' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('MFA_NOT_ENABLED');
    });
  });
});
