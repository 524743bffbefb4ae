import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';

/** An account holder as other modules show them (a listing's owner). */
export interface AccountOwner {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** What other modules ask of the accounts; every call is one query. */
export interface AccountsLookup {
  /** The account holder; undefined when there is no such user. */
  ownerOf(userId: string): Promise<AccountOwner | undefined>;
}

export function accountsLookup(db: Database): AccountsLookup {
  return {
    async ownerOf(userId) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}
