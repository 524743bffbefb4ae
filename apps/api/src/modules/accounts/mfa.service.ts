import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  MFA_MAX_ATTEMPTS,
  MFA_QR_SIZE,
  type MfaGenerateResponse,
  type User,
} from '@nuzul/shared/accounts';
import { AppError } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { decrypt, encrypt } from '../../platform/crypto';
import type { Mailer } from '../../platform/mailer';
import { verifyPassword } from '../../platform/passwords';
import type { RateLimiter } from '../../platform/rate-limit';
import { mfaEnabledEmail } from './account-emails';
import { limitKeys } from './accounts.limits';
import { toUser } from './accounts.mapper';
import type { AccountsRepository, OneTimeCodeRow, UserRow } from './accounts.repository';
import type { RequestContext } from './accounts.service';
import type { OneTimeCodes } from './one-time-codes';
import type { SessionsService } from './sessions.service';

const ISSUER = 'Nuzul';
const PERIOD_SECONDS = 30;

export interface MfaDeps {
  repo: AccountsRepository;
  codes: OneTimeCodes;
  sessions: SessionsService;
  mailer: Mailer;
  clock: Clock;
  limiter: RateLimiter;
  /** Encrypts authenticator secrets at rest. */
  key: Buffer;
}

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238). */
export function mfaService(deps: MfaDeps) {
  const { repo, codes, sessions, mailer, clock, limiter, key } = deps;

  /** The time step the code belongs to, if it matches now or one step either side. */
  async function matchStep(secret: string, token: string): Promise<number | undefined> {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(clock().getTime() / 1000),
      period: PERIOD_SECONDS,
      epochTolerance: PERIOD_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  /** The user behind a live challenge for this e-mail, or MFA_CHALLENGE_INVALID. */
  async function challengeOf(
    email: string,
    challenge: string,
  ): Promise<{ row: OneTimeCodeRow; user: UserRow }> {
    const row = await codes.findToken('mfa_challenge', challenge);
    const user = row ? await repo.findUserById(row.userId) : undefined;
    if (
      !row ||
      !user ||
      user.email !== email ||
      !user.mfaEnabled ||
      row.attempts >= MFA_MAX_ATTEMPTS
    ) {
      throw new AppError('MFA_CHALLENGE_INVALID');
    }
    return { row, user };
  }

  /** Checks a code once: replays and other steps' codes are refused. */
  async function acceptCode(user: UserRow, secret: string, token: string): Promise<boolean> {
    const step = await matchStep(secret, token);
    return step !== undefined && (await repo.claimMfaStep(user.id, step));
  }

  return {
    /** A new secret and QR while no authenticator is enrolled; nothing once one is. */
    async generate(input: {
      email: string;
      challenge: string;
    }): Promise<MfaGenerateResponse['data']> {
      const { user } = await challengeOf(input.email, input.challenge);
      if (user.mfaSecret)
        return { user: { email: user.email, mfaEnrolled: true }, secret: null, qrCode: null };
      // The same secret until one is confirmed: an app that scanned the QR before a reload still works.
      const secret = user.mfaPendingSecret ? decrypt(key, user.mfaPendingSecret) : generateSecret();
      if (!user.mfaPendingSecret) {
        await repo.updateUser(user.id, { mfaPendingSecret: encrypt(key, secret) });
      }
      const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
      const qrCode = await QRCode.toDataURL(uri, { width: MFA_QR_SIZE, margin: 1 });
      return { user: { email: user.email, mfaEnrolled: false }, secret, qrCode };
    },

    async verify(
      input: { email: string; challenge: string; secret?: string; token: string },
      ctx: RequestContext,
    ): Promise<{ user: User; accessToken: string }> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, input.email));
      const { row, user } = await challengeOf(input.email, input.challenge);
      const enrolling = user.mfaSecret === null;
      const sealed = user.mfaSecret ?? user.mfaPendingSecret;
      if (!sealed) throw new AppError('VERIFICATION_FAILED');
      const secret = decrypt(key, sealed);
      // During enrolment the code must come from the secret this browser was shown.
      const shownSecret = !enrolling || input.secret === undefined || input.secret === secret;
      if (!shownSecret || !(await acceptCode(user, secret, input.token))) {
        const attempts = await codes.countWrongAttempt(row);
        throw new AppError(
          attempts >= MFA_MAX_ATTEMPTS ? 'MFA_CHALLENGE_INVALID' : 'VERIFICATION_FAILED',
        );
      }
      if (!(await codes.consume(row))) throw new AppError('MFA_CHALLENGE_INVALID');
      const updated = enrolling
        ? await repo.updateUser(user.id, { mfaSecret: sealed, mfaPendingSecret: null })
        : user;
      if (enrolling) await mailer.send(mfaEnabledEmail(user.email, user.language, user.firstName));
      const accessToken = await sessions.create(user.id, row.data?.remember === true);
      return { user: toUser(updated), accessToken };
    },

    /** Turns two-factor on: the next sign-in enrols an authenticator. */
    async enable(userId: string, input: { password: string }, ctx: RequestContext): Promise<User> {
      await limiter.consume(limitKeys('login', ctx.ip, userId));
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        const message = 'Invalid Password';
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.password', message }]);
      }
      return toUser(await repo.updateUser(user.id, { mfaEnabled: true }));
    },

    /** Turns two-factor off with a valid code from the enrolled authenticator. */
    async disable(userId: string, input: { token?: string }, ctx: RequestContext): Promise<User> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, userId));
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!user.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
      if (
        user.mfaSecret &&
        (!input.token || !(await acceptCode(user, decrypt(key, user.mfaSecret), input.token)))
      ) {
        throw new AppError('VERIFICATION_FAILED');
      }
      const updated = await repo.updateUser(user.id, {
        mfaEnabled: false,
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaLastStep: null,
      });
      return toUser(updated);
    },
  };
}
export type MfaService = ReturnType<typeof mfaService>;
