import type { Database } from '../../db/client';
import type { Captcha } from '../../platform/captcha/captcha';
import type { Clock } from '../../platform/clock';
import { deriveKey } from '../../platform/crypto';
import type { Outbox } from '../../platform/events/outbox';
import type { Mailer } from '../../platform/mailer';
import type { OidcClient } from '../../platform/oidc';
import type { RateLimiter } from '../../platform/rate-limit';
import { accountMail } from './account-mail';
import { accountsRepository } from './accounts.repository';
import { accountsService } from './accounts.service';
import { googleService } from './google.service';
import { mfaService } from './mfa.service';
import { oneTimeCodes } from './one-time-codes';
import { recoveryCodes } from './recovery-codes';
import { sessionsService } from './sessions.service';

export interface AccountsModuleDeps {
  db: Database;
  /** Sends the account mails that the outbox hands to this module's subscriber. */
  mailer: Mailer;
  outbox: Outbox;
  clock: Clock;
  limiter: RateLimiter;
  captcha: Captcha;
  masterKey: Buffer;
  /** Google sign-in, when configured. */
  oidc?: OidcClient;
}

/** Builds the services of sign-in from their parts. */
export function createAccountsModule(deps: AccountsModuleDeps) {
  const repo = accountsRepository(deps.db);
  const codes = oneTimeCodes({ repo, clock: deps.clock, key: deriveKey(deps.masterKey, 'codes') });
  const sessions = sessionsService({ repo, clock: deps.clock });
  const mail = accountMail(deriveKey(deps.masterKey, 'mailed-codes'));
  mail.subscribe(deps.outbox, deps.mailer);
  const common = {
    repo,
    codes,
    sessions,
    mail,
    clock: deps.clock,
    limiter: deps.limiter,
  };
  return {
    repo,
    codes,
    sessions,
    accounts: accountsService({ ...common, captcha: deps.captcha }),
    mfa: mfaService({
      ...common,
      key: deriveKey(deps.masterKey, 'mfa-secrets'),
      recovery: recoveryCodes(deriveKey(deps.masterKey, 'mfa-recovery-codes')),
    }),
    google: deps.oidc && googleService({ ...common, oidc: deps.oidc }),
  };
}
export type AccountsModule = ReturnType<typeof createAccountsModule>;
