import { createHmac } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  RESEND_COOLDOWN_SECONDS,
} from '@nuzul/shared/accounts';
import { AppError } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { randomDigits, randomToken, safeEqual } from '../../platform/crypto';
import type { OneTimeCodePurpose } from '../../db/schema/accounts';
import type { AccountsRepository, OneTimeCodeRow } from './accounts.repository';

type EmailCodePurpose = Extract<OneTimeCodePurpose, 'verify_email' | 'reset_password'>;
type TokenPurpose = Exclude<OneTimeCodePurpose, EmailCodePurpose>;

/**
 * E-mailed 6-digit codes and opaque tokens. Only keyed hashes are stored: a leaked table
 * gives neither the codes nor the tokens.
 */
export function oneTimeCodes(deps: { repo: AccountsRepository; clock: Clock; key: Buffer }) {
  const { repo, clock, key } = deps;
  const digest = (purpose: OneTimeCodePurpose, userId: string, value: string): string =>
    createHmac('sha256', key).update(`${purpose}:${userId}:${value}`).digest('hex');
  const tokenDigest = (purpose: TokenPurpose, token: string): string =>
    createHmac('sha256', key).update(`${purpose}::${token}`).digest('hex');

  return {
    /** Seconds until another code may be sent; 0 when one may be sent now. */
    async cooldownSeconds(userId: string, purpose: EmailCodePurpose): Promise<number> {
      const latest = await repo.latestCode(userId, purpose);
      if (!latest) return 0;
      const elapsed = clock().getTime() - latest.createdAt.getTime();
      return Math.max(0, Math.ceil((RESEND_COOLDOWN_SECONDS * 1000 - elapsed) / 1000));
    },

    /**
     * A fresh code replacing earlier ones; the caller records its mail, on the transaction
     * given as `on` so that the code and its mail are kept together or not at all.
     */
    async issue(
      userId: string,
      purpose: EmailCodePurpose,
      on: Pick<AccountsRepository, 'replaceCode'> = repo,
    ): Promise<string> {
      const code = randomDigits(CODE_LENGTH);
      const now = clock();
      await on.replaceCode({
        userId,
        purpose,
        codeHash: digest(purpose, userId, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      return code;
    },

    /**
     * Accepts the latest code once. Each wrong try counts; after CODE_MAX_ATTEMPTS the code
     * is void even if the next try is right.
     */
    async check(userId: string, purpose: EmailCodePurpose, code: string): Promise<void> {
      const latest = await repo.latestCode(userId, purpose);
      if (!latest || latest.consumedAt) throw new AppError('VERIFICATION_FAILED');
      if (clock() >= latest.expiresAt) throw new AppError('CODE_EXPIRED');
      if (latest.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
      if (!safeEqual(latest.codeHash, digest(purpose, userId, code))) {
        await repo.countWrongAttempt(latest.id);
        throw new AppError('VERIFICATION_FAILED');
      }
      if (!(await repo.consumeCode(latest.id, clock()))) throw new AppError('VERIFICATION_FAILED');
    },

    async issueToken(
      userId: string,
      purpose: TokenPurpose,
      ttlMs: number,
      data?: Record<string, unknown>,
    ): Promise<string> {
      const token = randomToken();
      const now = clock();
      await repo.insertCode({
        userId,
        purpose,
        codeHash: tokenDigest(purpose, token),
        data,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    /** A live, unused token of the purpose, or undefined. It is not consumed here. */
    async findToken(purpose: TokenPurpose, token: string): Promise<OneTimeCodeRow | undefined> {
      const row = await repo.findCodeByHash(tokenDigest(purpose, token), purpose);
      if (!row || row.consumedAt || clock() >= row.expiresAt) return undefined;
      return row;
    },

    consume: (row: OneTimeCodeRow) => repo.consumeCode(row.id, clock()),
    countWrongAttempt: (row: OneTimeCodeRow) => repo.countWrongAttempt(row.id),
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
