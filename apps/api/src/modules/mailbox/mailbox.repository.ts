import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/accounts';
import type { MailMessage } from '../../platform/mailer';

export function mailboxRepository(db: Database) {
  return {
    async save(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values(message);
    },
    list(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}
export type MailboxRepository = ReturnType<typeof mailboxRepository>;
