import { AppError } from '@nuzul/shared/errors';
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '@nuzul/shared/accounts';
import type { Clock } from '../../platform/clock';
import { randomToken, sha256 } from '../../platform/crypto';
import type { AccountsRepository } from './accounts.repository';

/** Opaque 256-bit session tokens; the database holds only their SHA-256. */
export function sessionsService(deps: { repo: AccountsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Every sign-in ends here (password, two-factor, Google): a suspended account gets none. */
    async create(userId: string, remember: boolean): Promise<string> {
      const user = await repo.findUserById(userId);
      if (user?.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
      const token = randomToken();
      const now = clock();
      await repo.insertSession({
        userId,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(
          now.getTime() + (remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS),
        ),
      });
      return token;
    },
    resolve: (token: string) => repo.findLiveSession(sha256(token), clock()),
    revoke: (token: string) => repo.revokeSession(sha256(token), clock()),
    revokeAllOf: (userId: string, keepSessionId?: string) =>
      repo.revokeUserSessions(userId, clock(), keepSessionId),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
