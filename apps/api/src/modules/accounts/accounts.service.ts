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
import type { Mailer } from '../../platform/mailer';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { RateLimiter } from '../../platform/rate-limit';
import { passwordResetEmail, verificationEmail } from './account-emails';
import { knownAddressKey, limitKeys, loginAccountLimit, loginLimitKeys } from './accounts.limits';
import { hasTwoFactor, toUser } from './accounts.mapper';
import type { AccountsRepository, UserRow } from './accounts.repository';
import { isCommonPassword } from './common-passwords';
import type { OneTimeCodes } from './one-time-codes';
import type { SessionsService } from './sessions.service';

export interface AccountsDeps {
  repo: AccountsRepository;
  codes: OneTimeCodes;
  sessions: SessionsService;
  mailer: Mailer;
  clock: Clock;
  limiter: RateLimiter;
  captcha: Captcha;
}

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
  const { repo, codes, sessions, mailer, limiter, captcha } = deps;

  async function sendCode(user: UserRow, purpose: 'verify_email' | 'reset_password') {
    const code = await codes.issue(user.id, purpose);
    const build = purpose === 'verify_email' ? verificationEmail : passwordResetEmail;
    await mailer.send(build(user.email, user.language, user.firstName, code));
  }

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

      const user = await repo.insertUser({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        language: ctx.language,
      });
      try {
        await sendCode(user, 'verify_email');
      } catch (error) {
        // The person never got a code: leave no half-made account behind.
        await repo.deleteUser(user.id);
        throw new AppError('SIGNUP_FAILED', undefined, undefined, error);
      }
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
      // An unknown address gets the same answer and no mail.
      if (!user) return RESEND_COOLDOWN_SECONDS;
      if (user.emailVerifiedAt) throw new AppError('ACCOUNT_ALREADY_VERIFIED');
      const wait = await codes.cooldownSeconds(user.id, 'verify_email');
      if (wait > 0) throw new AppError('RESEND_TOO_SOON');
      try {
        await sendCode(user, 'verify_email');
      } catch (error) {
        throw new AppError('RESEND_FAILED', undefined, undefined, error);
      }
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
      // Same answer whether or not the address has an account, and within the countdown.
      if (user && (await codes.cooldownSeconds(user.id, 'reset_password')) === 0) {
        try {
          await sendCode(user, 'reset_password');
        } catch (error) {
          throw new AppError('RESEND_FAILED', undefined, undefined, error);
        }
      }
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
    },

    logout: (token: string) => sessions.revoke(token),

    async me(userId: string): Promise<User> {
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return toUser(user);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
