import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  MFA_MAX_ATTEMPTS,
  MFA_QR_SIZE,
  type MfaConfirmed,
  type MfaGenerateResponse,
  type MfaSetup,
  type User,
} from '@nuzul/shared/accounts';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { decrypt, encrypt } from '../../platform/crypto';
import { verifyPassword } from '../../platform/passwords';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AccountMail } from './account-mail';
import { limitKeys } from './accounts.limits';
import { hasTwoFactor, toUser } from './accounts.mapper';
import type { AccountsRepository, OneTimeCodeRow, UserRow } from './accounts.repository';
import type { RequestContext } from './accounts.service';
import type { OneTimeCodes } from './one-time-codes';
import type { RecoveryCodes } from './recovery-codes';
import type { SessionRevocations } from './session-revocations';
import type { SessionsService } from './sessions.service';

const ISSUER = 'Nuzul';
const PERIOD_SECONDS = 30;

export interface MfaDeps {
  repo: AccountsRepository;
  codes: OneTimeCodes;
  sessions: SessionsService;
  mail: AccountMail;
  clock: Clock;
  limiter: RateLimiter;
  /** Encrypts authenticator secrets at rest. */
  key: Buffer;
  recovery: RecoveryCodes;
  /** Told after sessions are revoked, to close their real-time sockets. */
  revocations?: SessionRevocations;
}

/** A code from the authenticator or a recovery code: the request schema lets only one through. */
type SecondFactor = { token?: string | undefined; recoveryCode?: string | undefined };

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238). An authenticator is set up
 * only by its signed-in owner (enable, then confirm with a code in the same session), never
 * during a sign-in: a password alone must not be enough to bind one.
 */
export function mfaService(deps: MfaDeps) {
  const { repo, codes, sessions, mail, clock, limiter, key, recovery } = deps;

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
      !hasTwoFactor(user) ||
      row.attempts >= MFA_MAX_ATTEMPTS
    ) {
      throw new AppError('MFA_CHALLENGE_INVALID');
    }
    return { row, user };
  }

  /** Checks a code of the enrolled authenticator once: replays and other steps' codes fail. */
  async function acceptCode(user: UserRow, token: string): Promise<boolean> {
    if (user.mfaSecret === null) return false;
    const step = await matchStep(decrypt(key, user.mfaSecret), token);
    return step !== undefined && (await repo.claimMfaStep(user.id, step));
  }

  /** A signed-in user with two-factor on, or MFA_NOT_ENABLED. */
  async function enrolledUser(userId: string): Promise<UserRow> {
    const user = await repo.findUserById(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    if (!hasTwoFactor(user)) throw new AppError('MFA_NOT_ENABLED');
    return user;
  }

  async function qrCodeOf(email: string, secret: string): Promise<string> {
    const uri = generateURI({ issuer: ISSUER, label: email, secret });
    return QRCode.toDataURL(uri, { width: MFA_QR_SIZE, margin: 1 });
  }

  return {
    /**
     * The /verify-mfa screen's load call. A challenge exists only for an account with a
     * confirmed authenticator, so there is never a secret or QR code to give.
     */
    async generate(input: {
      email: string;
      challenge: string;
    }): Promise<MfaGenerateResponse['data']> {
      const { user } = await challengeOf(input.email, input.challenge);
      return { user: { email: user.email, mfaEnrolled: true }, secret: null, qrCode: null };
    },

    /** The second step of a sign-in: an authenticator code, or a recovery code used up. */
    async verify(
      input: { email: string; challenge: string } & SecondFactor,
      ctx: RequestContext,
    ): Promise<{ user: User; accessToken: string }> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, input.email));
      const { row, user } = await challengeOf(input.email, input.challenge);
      const { recoveryCode } = input;
      const accepted =
        recoveryCode !== undefined
          ? // The code is spent only together with the sign-in it buys.
            await repo.transaction(async (tx) => {
              const hash = recovery.hashOf(user.id, recoveryCode);
              if (!(await tx.useRecoveryCode(user.id, hash, clock()))) return false;
              if (!(await tx.consumeCode(row.id, clock())))
                throw new AppError('MFA_CHALLENGE_INVALID');
              return true;
            })
          : await acceptCode(user, input.token ?? '');
      if (!accepted) {
        const attempts = await codes.countWrongAttempt(row);
        throw new AppError(
          attempts >= MFA_MAX_ATTEMPTS ? 'MFA_CHALLENGE_INVALID' : 'VERIFICATION_FAILED',
        );
      }
      if (recoveryCode === undefined && !(await codes.consume(row))) {
        throw new AppError('MFA_CHALLENGE_INVALID');
      }
      const accessToken = await sessions.create(user.id, row.data?.remember === true);
      return { user: toUser(user), accessToken };
    },

    /**
     * Starts enrolment after the password: a secret and its QR code for this session only.
     * The same session sees the same secret until it confirms (a reload keeps a scanned QR
     * good); another session gets a new one, so nobody else sees the secret that is scanned.
     */
    async enable(
      userId: string,
      sessionId: string,
      input: { password: string },
      ctx: RequestContext,
    ): Promise<MfaSetup> {
      await limiter.consume(limitKeys('login', ctx.ip, userId));
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw validationFailed([fieldIssue('body.password', 'wrongPassword')]);
      }
      const secret = await repo.transaction(async (tx) => {
        const locked = await tx.lockUser(userId);
        if (!locked) throw new AppError('UNAUTHORIZED');
        if (hasTwoFactor(locked)) throw new AppError('MFA_ALREADY_ENABLED');
        if (locked.mfaPendingSecret && locked.mfaPendingSessionId === sessionId) {
          return decrypt(key, locked.mfaPendingSecret);
        }
        const fresh = generateSecret();
        await tx.updateUser(userId, {
          mfaPendingSecret: encrypt(key, fresh),
          mfaPendingSessionId: sessionId,
        });
        return fresh;
      });
      return { secret, qrCode: await qrCodeOf(user.email, secret) };
    },

    /**
     * Finishes enrolment with a code from the app that scanned the secret, in the session
     * that was shown it. Only now is two-factor on; the other sessions end (whoever else had
     * the password and a session is signed out) and the recovery codes are shown once.
     */
    async confirm(
      userId: string,
      sessionId: string,
      input: { token: string },
      ctx: RequestContext,
    ): Promise<MfaConfirmed> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, userId));
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (hasTwoFactor(user)) throw new AppError('MFA_ALREADY_ENABLED');
      const pending = user.mfaPendingSecret;
      if (!pending || user.mfaPendingSessionId !== sessionId) {
        throw new AppError('MFA_SETUP_INVALID');
      }
      const step = await matchStep(decrypt(key, pending), input.token);
      if (step === undefined) throw new AppError('VERIFICATION_FAILED');
      const made = recovery.make(user.id);
      const updated = await repo.transaction(async (tx) => {
        const locked = await tx.lockUser(userId);
        // Another request confirmed, or a new setup replaced this secret, in the meantime.
        if (!locked || hasTwoFactor(locked) || locked.mfaPendingSecret !== pending) {
          throw new AppError('MFA_SETUP_INVALID');
        }
        const row = await tx.updateUser(userId, {
          mfaEnabled: true,
          mfaSecret: pending,
          mfaPendingSecret: null,
          mfaPendingSessionId: null,
          // The confirming code cannot be used again to sign in.
          mfaLastStep: step,
        });
        await tx.replaceRecoveryCodes(
          userId,
          made.map((code) => code.hash),
        );
        await tx.revokeUserSessions(userId, clock(), sessionId);
        // The notice is mailed after the answer (retried if the mail server fails), and
        // only if two-factor is really on: it is recorded with the change.
        await tx.recordEvent(mail.mfaEnabled(row));
        return row;
      });
      deps.revocations?.revoked(userId);
      return { user: toUser(updated), recoveryCodes: made.map((code) => code.shown) };
    },

    /** New recovery codes for a current authenticator code; the old ones stop working. */
    async regenerateRecoveryCodes(
      userId: string,
      input: { token: string },
      ctx: RequestContext,
    ): Promise<string[]> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, userId));
      const user = await enrolledUser(userId);
      if (!(await acceptCode(user, input.token))) throw new AppError('VERIFICATION_FAILED');
      const made = recovery.make(user.id);
      await repo.transaction(async (tx) => {
        // Two requests at once each replace the set in turn: ten codes remain, not twenty.
        await tx.lockUser(userId);
        await tx.replaceRecoveryCodes(
          userId,
          made.map((code) => code.hash),
        );
      });
      return made.map((code) => code.shown);
    },

    /** Turns two-factor off with a code from the authenticator or a recovery code. */
    async disable(userId: string, input: SecondFactor, ctx: RequestContext): Promise<User> {
      await limiter.consume(limitKeys('verifyCode', ctx.ip, userId));
      const user = await enrolledUser(userId);
      const accepted =
        input.recoveryCode !== undefined
          ? await repo.useRecoveryCode(
              user.id,
              recovery.hashOf(user.id, input.recoveryCode),
              clock(),
            )
          : await acceptCode(user, input.token ?? '');
      if (!accepted) throw new AppError('VERIFICATION_FAILED');
      const updated = await repo.transaction(async (tx) => {
        await tx.deleteRecoveryCodes(userId);
        return tx.updateUser(userId, {
          mfaEnabled: false,
          mfaSecret: null,
          mfaPendingSecret: null,
          mfaPendingSessionId: null,
          mfaLastStep: null,
        });
      });
      return toUser(updated);
    },
  };
}
export type MfaService = ReturnType<typeof mfaService>;
