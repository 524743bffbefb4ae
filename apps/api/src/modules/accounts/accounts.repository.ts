import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordEvent, type DomainEvent } from '../../platform/events/domain-events';
import {
  mfaRecoveryCodes,
  oidcIdentities,
  oidcRequests,
  oneTimeCodes,
  sessions,
  users,
  type OneTimeCodePurpose,
} from '../../db/schema/accounts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

const userByIdQuery = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1);

/**
 * The session of a token hash with its user, unless revoked or expired at `now` (ISO), or its
 * account suspended (suspending revokes the sessions too; this holds against a race).
 */
const liveSessionQuery = (db: Database) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(users.status, 'active'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);

/** Every query of sign-in; the services decide, this file only reads and writes. */
function queries(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await userByIdQuery(db).execute({ id });
      return row;
    },

    /** E-mails of the accounts granted the admin role, in order. */
    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.email);
      return rows.map((row) => row.email);
    },

    async insertUser(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async updateUser(id: string, values: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    /** The user's row, locked until the transaction ends: changes to it take turns. */
    async lockUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /** The user's recovery codes become exactly these (by hash). */
    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await db
        .insert(mfaRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    async deleteRecoveryCodes(userId: string): Promise<void> {
      await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    },

    /** Marks an unused recovery code used; false when there is none (or it was just used). */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return rows.length === 1;
    },

    /** Records a TOTP step as used unless an equal or later one was; false on replay. */
    async claimMfaStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ mfaLastStep: step })
        .where(
          and(
            eq(users.id, id),
            sql`(${users.mfaLastStep} is null or ${users.mfaLastStep} < ${step})`,
          ),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await liveSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** Ends every session of the user except the one kept (if any). */
    async revokeUserSessions(userId: string, now: Date, keepSessionId?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        );
    },

    async latestCode(
      userId: string,
      purpose: OneTimeCodePurpose,
    ): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(sql`${oneTimeCodes.createdAt} desc`)
        .limit(1);
      return row;
    },

    async findCodeByHash(
      codeHash: string,
      purpose: OneTimeCodePurpose,
    ): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose)))
        .limit(1);
      return row;
    },

    /** A new code replaces the user's earlier ones of the same purpose. */
    async replaceCode(values: typeof oneTimeCodes.$inferInsert): Promise<OneTimeCodeRow> {
      await db
        .delete(oneTimeCodes)
        .where(
          and(eq(oneTimeCodes.userId, values.userId), eq(oneTimeCodes.purpose, values.purpose)),
        );
      const [row] = await db.insert(oneTimeCodes).values(values).returning();
      return row!;
    },

    async insertCode(values: typeof oneTimeCodes.$inferInsert): Promise<OneTimeCodeRow> {
      const [row] = await db.insert(oneTimeCodes).values(values).returning();
      return row!;
    },

    async countWrongAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? 0;
    },

    /** Marks a code used; false when another request used it first. */
    async consumeCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    async findIdentity(issuer: string, subject: string) {
      const [row] = await db
        .select()
        .from(oidcIdentities)
        .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
        .limit(1);
      return row;
    },

    async insertIdentity(values: typeof oidcIdentities.$inferInsert): Promise<void> {
      await db.insert(oidcIdentities).values(values);
    },

    async insertOidcRequest(values: typeof oidcRequests.$inferInsert): Promise<void> {
      await db.insert(oidcRequests).values(values);
    },

    /** Reads and deletes in one statement: a state is good for one callback only. */
    /** Records a domain event in the outbox; in a transaction, only if it commits. */
    recordEvent: (event: DomainEvent) => recordEvent(db, event),

    async takeOidcRequest(stateHash: string, now: Date) {
      const [row] = await db
        .delete(oidcRequests)
        .where(and(eq(oidcRequests.stateHash, stateHash), gt(oidcRequests.expiresAt, now)))
        .returning();
      return row;
    },
  };
}
type Queries = ReturnType<typeof queries>;

export type AccountsRepository = Queries & {
  /** Runs the work on one transaction; every query inside must use the repository given. */
  transaction<T>(work: (repo: Queries) => Promise<T>): Promise<T>;
};

export function accountsRepository(db: Database): AccountsRepository {
  // Every signed-in request runs these two. Built once, and prepared by name on each
  // PostgreSQL connection, instead of drizzle building their SQL on every call (a sixth of a
  // signed-in read's time) and the server parsing it again.
  const liveSession = liveSessionQuery(db).prepare('accounts_live_session');
  const userById = userByIdQuery(db).prepare('accounts_user_by_id');
  return {
    ...queries(db),
    findUserById: async (id) => (await userById.execute({ id }))[0],
    findLiveSession: async (tokenHash, now) =>
      (await liveSession.execute({ tokenHash, now: now.toISOString() }))[0],
    transaction: (work) => db.transaction((tx) => work(queries(tx as unknown as Database))),
  };
}
