import type { Database } from '../../db/client';
import type { AppModule } from '../module';
import { mailboxRepository } from './mailbox.repository';
import { mailboxRoutes } from './mailbox.routes';

export interface MailboxModuleDeps {
  db: Database;
  /** The page shows sign-in codes: never in production. */
  showPage: boolean;
}

/** Mail kept in the outbox table when no SMTP server is configured, and its dev page. */
export function createMailboxModule(deps: MailboxModuleDeps) {
  const mailbox = mailboxRepository(deps.db);
  const module: AppModule = {
    rootRoutes: deps.showPage
      ? async (app) => {
          await app.register(mailboxRoutes, { mailbox });
        }
      : undefined,
  };
  return { ...module, save: mailbox.save };
}
