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

/** Whom a mail about an account goes to, and the name an invoice is made out to. */
export interface AccountContact extends AccountOwner {
  language: 'ar' | 'en';
}

/** What other modules ask of the accounts; every call is one query. */
export interface AccountsLookup {
  /** The account holder; undefined when there is no such user. */
  ownerOf(userId: string): Promise<AccountOwner | undefined>;
  /** The account holder with their language; undefined when there is no such user. */
  contactOf(userId: string): Promise<AccountContact | undefined>;
  /**
   * The profile's master switches of delivery (push, SMS, e-mail); undefined when there is
   * no such user. Each notification kind's own switches apply under them.
   */
  deliverySwitchesOf(
    userId: string,
  ): Promise<{ push: boolean; sms: boolean; email: boolean } | undefined>;
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

    async contactOf(userId) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async deliverySwitchesOf(userId) {
      const [row] = await db
        .select({ push: users.notifyPush, sms: users.notifySms, email: users.notifyEmail })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}
