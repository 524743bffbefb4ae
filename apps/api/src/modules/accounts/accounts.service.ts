import {
  MFA_CHALLENGE_TTL_MS,
  RESEND_COOLDOWN_SECONDS,
  RESET_TOKEN_TTL_MS,
  type Language,
  type LoginResponse,
  type User,
} from '@nuzul/shared/accounts';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { Captcha } from '../../platform/captcha/captcha';
import type { Clock } from '../../platform/clock';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AccountMail } from './account-mail';
import { knownAddressKey, limitKeys, loginAccountLimit, loginLimitKeys } from './accounts.limits';
import { hasTwoFactor, toUser } from './accounts.mapper';
import type { AccountsRepository, UserRow } from './accounts.repository';
import { isCommonPassword } from './common-passwords';
import type { OneTimeCodes } from './one-time-codes';
import type { SessionRevocations } from './session-revocations';
import type { SessionsService } from './sessions.service';

export interface AccountsDeps {
  repo: AccountsRepository;
  codes: OneTimeCodes;
  sessions: SessionsService;
  /** Account mails are events in the outbox, sent after the request by its subscriber. */
  mail: AccountMail;
  clock: Clock;
  limiter: RateLimiter;
  captcha: Captcha;
  /** Told after sessions are revoked, to close their real-time sockets. */
  revocations?: SessionRevocations;
}

/** No account has it: the cooldown read of an unknown address finds nothing, as for a new one. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

type Queries = Parameters<Parameters<AccountsRepository['transaction']>[0]>[0];

/** Who is asking: the client address (for limits) and the interface language. */
export interface RequestContext {
  ip: string;
  language: Language;
}

function refuseCommon(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw validationFailed([fieldIssue(`body.${field}`, 'passwordCommon')]);
}

export function accountsService(deps: AccountsDeps) {
  const { repo, codes, sessions, mail, limiter, captcha } = deps;

  /** A new code and the event that mails it, in the caller's transaction. */
  async function issueCode(
    tx: Queries,
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
  ): Promise<void> {
    const code = await codes.issue(user.id, purpose, tx);
    const type =
      purpose === 'verify_email'
        ? 'account.verification_code_issued'
        : 'account.password_reset_code_issued';
    await tx.recordEvent(mail.codeIssued(type, user, code));
  }

  const sendCode = (user: UserRow, purpose: 'verify_email' | 'reset_password') =>
    repo.transaction((tx) => issueCode(tx, user, purpose));

  async function checkCaptcha(value: string, ip: string): Promise<void> {
    if (!(await captcha.verify(value, ip))) throw new AppError('CAPTCHA_FAILED');
  }

  return {
    async signup(
      input: {
        firstName: string;
        lastName: string;
        email: string;
        password: string;
        captchaValue: string;
      },
      ctx: RequestContext,
    ): Promise<{ user: User; resendAfterSeconds: number }> {
      await limiter.consume(limitKeys('signup', ctx.ip, input.email));
      await checkCaptcha(input.captchaValue, ctx.ip);
      refuseCommon(input.password, 'password');
      // The hash is the slow part: made for a known address too, so the answer's timing
      // says nothing beyond what "Email already exists." says.
      const passwordHash = await hashPassword(input.password);
      if (await repo.findUserByEmail(input.email)) throw new AppError('EMAIL_ALREADY_EXISTS');

      // The account and the mail of its code are committed together. The mail is sent
      // after the answer and retried while the mail server fails; the account stays, and
      // "resend" issues a new code (docs/decisions/0005-job-runner.md).
      const user = await repo.transaction(async (tx) => {
        const row = await tx.insertUser({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          language: ctx.language,
        });
        await issueCode(tx, row, 'verify_email');
        return row;
      });
      return { user: toUser(user), resendAfterSeconds: RESEND_COOLDOWN_SECONDS };
    },

    async verifyAccount(
      input: { email: string; code: string },
      ctx: RequestContext,
    ): Promise<void> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, input.email));
      const user = await repo.findUserByEmail(input.email);
      if (!user) throw new AppError('VERIFICATION_FAILED');
      if (user.emailVerifiedAt) throw new AppError('ACCOUNT_ALREADY_VERIFIED');
      await codes.check(user.id, 'verify_email', input.code);
      await repo.updateUser(user.id, { emailVerifiedAt: deps.clock() });
    },

    async resendVerification(input: { email: string }, ctx: RequestContext): Promise<number> {
      await limiter.consume(limitKeys('sendCode', ctx.ip, input.email));
      const user = await repo.findUserByEmail(input.email);
      // An unknown address gets the same answer and no mail, after comparable work: the
      // lookup and the cooldown read for both (NO_USER matches no code), and for a known
      // one a short transaction that records the code and its mail in the outbox. No mail
      // server is contacted in the request any more, so an SMTP round trip no longer tells
      // the two apart.
      if (!user) {
        await codes.cooldownSeconds(NO_USER, 'verify_email');
        return RESEND_COOLDOWN_SECONDS;
      }
      if (user.emailVerifiedAt) throw new AppError('ACCOUNT_ALREADY_VERIFIED');
      const wait = await codes.cooldownSeconds(user.id, 'verify_email');
      if (wait > 0) throw new AppError('RESEND_TOO_SOON');
      await sendCode(user, 'verify_email');
      return RESEND_COOLDOWN_SECONDS;
    },

    async login(
      input: { email: string; password: string; captchaValue: string; remember: boolean },
      ctx: RequestContext,
    ): Promise<LoginResponse['data']> {
      const known = await limiter.recalls(knownAddressKey(input.email, ctx.ip));
      await limiter.consume(loginLimitKeys(ctx.ip, input.email, known));
      await checkCaptcha(input.captchaValue, ctx.ip);
      const user = await repo.findUserByEmail(input.email);
      // Unknown e-mail and wrong password answer alike, in about the same time.
      if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      await limiter.remember(
        knownAddressKey(input.email, ctx.ip),
        loginAccountLimit.knownAddressMs,
      );
      if (!user.emailVerifiedAt) throw new AppError('ACCOUNT_NOT_VERIFIED');
      // Told only to who holds the password, before any two-factor challenge is issued.
      if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
      // Only an authenticator its owner confirmed; the flag alone never asks for a code.
      if (hasTwoFactor(user)) {
        const mfaChallenge = await codes.issueToken(
          user.id,
          'mfa_challenge',
          MFA_CHALLENGE_TTL_MS,
          {
            remember: input.remember,
          },
        );
        return { user: { email: user.email }, mfaRequired: true, mfaChallenge };
      }
      const accessToken = await sessions.create(user.id, input.remember);
      return { user: toUser(user), accessToken, mfaRequired: false };
    },

    async forgotPassword(input: { email: string }, ctx: RequestContext): Promise<number> {
      await limiter.consume(limitKeys('sendCode', ctx.ip, input.email));
      const user = await repo.findUserByEmail(input.email);
      // Same answer whether or not the address has an account, and within the countdown,
      // after comparable work: the lookup and the cooldown read for both (NO_USER matches
      // no code), then for a known address one short transaction recording the code and its
      // mail in the outbox. The mail server is contacted after the answer, by the outbox's
      // subscriber, so its round trip no longer tells a known address from an unknown one.
      const wait = await codes.cooldownSeconds(user?.id ?? NO_USER, 'reset_password');
      if (user && wait === 0) await sendCode(user, 'reset_password');
      return RESEND_COOLDOWN_SECONDS;
    },

    async verifyForgotCode(
      input: { email: string; code: string },
      ctx: RequestContext,
    ): Promise<string> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, input.email));
      const user = await repo.findUserByEmail(input.email);
      if (!user) throw new AppError('VERIFICATION_FAILED');
      await codes.check(user.id, 'reset_password', input.code);
      return codes.issueToken(user.id, 'reset_token', RESET_TOKEN_TTL_MS);
    },

    async resetPassword(
      input: { email: string; token: string; newPassword: string },
      ctx: RequestContext,
    ): Promise<void> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, input.email));
      refuseCommon(input.newPassword, 'newPassword');
      const row = await codes.findToken('reset_token', input.token);
      const user = row ? await repo.findUserById(row.userId) : undefined;
      if (!row || !user || user.email !== input.email) throw new AppError('RESET_TOKEN_INVALID');
      const passwordHash = await hashPassword(input.newPassword);
      await repo.transaction(async (tx) => {
        if (!(await tx.consumeCode(row.id, deps.clock())))
          throw new AppError('RESET_TOKEN_INVALID');
        // The code reached the mailbox, so the address is proven too.
        await tx.updateUser(user.id, {
          passwordHash,
          emailVerifiedAt: user.emailVerifiedAt ?? deps.clock(),
        });
        await tx.revokeUserSessions(user.id, deps.clock());
      });
      deps.revocations?.revoked(user.id);
    },

    async changePassword(
      userId: string,
      sessionId: string,
      input: { currentPassword: string; newPassword: string },
      ctx: RequestContext,
    ): Promise<void> {
      await limiter.consume(limitKeys('login', ctx.ip, userId));
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw validationFailed([fieldIssue('body.currentPassword', 'wrongPassword')]);
      }
      refuseCommon(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await repo.transaction(async (tx) => {
        await tx.updateUser(user.id, { passwordHash });
        await tx.revokeUserSessions(user.id, deps.clock(), sessionId);
      });
      deps.revocations?.revoked(user.id);
    },

    async logout(token: string, userId: string): Promise<void> {
      await sessions.revoke(token);
      deps.revocations?.revoked(userId);
    },

    async me(userId: string): Promise<User> {
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return toUser(user);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
