import { count, desc, ilike, or, sql } from 'drizzle-orm';
import type { AccountStatus, AdminAccount, AdminAccountsQuery } from '@nuzul/shared/admin';
import { AppError } from '@nuzul/shared/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import type { Clock } from '../../platform/clock';
import { assertCan, type Actor } from '../../platform/policy';
import { accountNotice } from './account-mail';
import type { AccountsRepository } from './accounts.repository';
import type { SessionRevocations } from './session-revocations';

export interface AdminAccountsDeps {
  db: Database;
  /** The accounts module's repository: its transaction, lock and session revocation. */
  repo: AccountsRepository;
  clock: Clock;
  revocations: SessionRevocations;
  /** The plan of each account's current subscription (billing's lookup). */
  currentPlans: (accountIds: string[]) => Promise<Map<string, { ar: string; en: string }>>;
  /** All of an account's properties (listings' count). */
  countProperties: (accountId: string) => Promise<number>;
}

/** `%` and `_` typed in the search are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The platform admin's accounts: a read-only list, and suspending or reactivating an
 * account. Suspending ends the account's sessions and their sockets and mails the account in
 * its language; sign-in then answers ACCOUNT_SUSPENDED. Only the admin reaches it (`accounts:manage`):
 * everyone else gets 404.
 */
export function adminAccountsService(deps: AdminAccountsDeps) {
  const { db, repo } = deps;

  return {
    async list(
      actor: Actor,
      query: AdminAccountsQuery,
    ): Promise<{ data: AdminAccount[]; meta: { page: number; pageSize: number; total: number } }> {
      assertCan(actor, 'accounts:manage');
      const search = query.search?.trim();
      const pattern = search ? `%${likeEscaped(search)}%` : undefined;
      const where = pattern
        ? or(
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(users).where(where),
      ]);
      const plans = await deps.currentPlans(rows.map((row) => row.id));
      const counts = await Promise.all(rows.map((row) => deps.countProperties(row.id)));
      return {
        data: rows.map((row, index) => ({
          id: row.id,
          name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
          status: row.status,
          role: row.role,
          plan: plans.get(row.id) ?? null,
          propertiesCount: counts[index]!,
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 },
      };
    },

    /**
     * Sets the account's status. Suspending revokes every session in the same transaction
     * and records the mail; the sockets close once it commits. Setting the status it has
     * changes nothing and mails nothing. An admin cannot suspend their own account.
     */
    async setStatus(actor: Actor, userId: string, status: AccountStatus): Promise<void> {
      assertCan(actor, 'accounts:manage');
      if (status === 'suspended' && userId === actor.userId) {
        throw new AppError('ACCOUNT_SUSPEND_SELF');
      }
      const changed = await repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        if (!user) throw new AppError('NOT_FOUND');
        if (user.status === status) return false;
        await tx.updateUser(user.id, { status });
        if (status === 'suspended') await tx.revokeUserSessions(user.id, deps.clock());
        await tx.recordEvent(
          accountNotice(status === 'suspended' ? 'account.suspended' : 'account.reactivated', user),
        );
        return true;
      });
      if (changed && status === 'suspended') deps.revocations.revoked(userId);
    },
  };
}
export type AdminAccountsService = ReturnType<typeof adminAccountsService>;
