import type { Database } from '../../db/client';
import type { CaptchaService } from '../../platform/captcha/captcha';
import type { Clock } from '../../platform/clock';
import { deriveKey } from '../../platform/crypto';
import type { Outbox } from '../../platform/events/outbox';
import type { Mailer } from '../../platform/mailer';
import type { OidcClient } from '../../platform/oidc';
import type { RateLimiter } from '../../platform/rate-limit';
import { captchaRoutes } from '../../platform/captcha/captcha.routes';
import type { AppModule } from '../module';
import { accountMail } from './account-mail';
import { accountsLookup } from './accounts.lookup';
import { accountsRepository } from './accounts.repository';
import { accountsRoutes } from './accounts.routes';
import { accountsService } from './accounts.service';
import { googleRoutes } from './google.routes';
import { googleService } from './google.service';
import { mfaService } from './mfa.service';
import { oneTimeCodes } from './one-time-codes';
import { recoveryCodes } from './recovery-codes';
import { sessionRevocations } from './session-revocations';
import { sessionsService } from './sessions.service';

export interface AccountsModuleDeps {
  db: Database;
  /** Sends the account mails that the outbox hands to this module's subscriber. */
  mailer: Mailer;
  outbox: Outbox;
  clock: Clock;
  limiter: RateLimiter;
  captcha: CaptchaService;
  masterKey: Buffer;
  /** Google sign-in, when configured. */
  oidc?: OidcClient;
  /** Where Google sends the browser back to. */
  appUrl: string;
}

/** Builds the services of sign-in from their parts, their routes and the accounts lookup. */
export function createAccountsModule(deps: AccountsModuleDeps) {
  const repo = accountsRepository(deps.db);
  const codes = oneTimeCodes({ repo, clock: deps.clock, key: deriveKey(deps.masterKey, 'codes') });
  const sessions = sessionsService({ repo, clock: deps.clock });
  const mail = accountMail(deriveKey(deps.masterKey, 'mailed-codes'));
  const revocations = sessionRevocations();
  mail.subscribe(deps.outbox, deps.mailer);
  const common = {
    repo,
    codes,
    sessions,
    mail,
    clock: deps.clock,
    limiter: deps.limiter,
    revocations,
  };
  const accounts = accountsService({ ...common, captcha: deps.captcha });
  const mfa = mfaService({
    ...common,
    key: deriveKey(deps.masterKey, 'mfa-secrets'),
    recovery: recoveryCodes(deriveKey(deps.masterKey, 'mfa-recovery-codes')),
  });
  const google = deps.oidc && googleService({ ...common, oidc: deps.oidc });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(accountsRoutes, {
      accounts,
      mfa,
      captcha: deps.captcha,
      googleEnabled: google !== undefined,
    });
    await api.register(captchaRoutes, { captcha: deps.captcha });
    await api.register(googleRoutes, { google, appUrl: deps.appUrl });
  };
  return {
    routes,
    lookup: accountsLookup(deps.db),
    repo,
    codes,
    sessions,
    accounts,
    mfa,
    google,
    revocations,
  };
}
export type AccountsModule = ReturnType<typeof createAccountsModule>;
