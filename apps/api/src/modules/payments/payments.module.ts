import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Outbox } from '../../platform/events/outbox';
import type { Mailer } from '../../platform/mailer';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import { deriveKey } from '../../platform/crypto';
import type { AppModule } from '../module';
import { subscribePaymentMail } from './payment-mail';
import { paymentsRepository } from './payments.repository';
import { paymentWebhookRoutes, paymentsRoutes } from './payments.routes';
import { paymentsService, type InvoicesForPayments } from './payments.service';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { sandboxProvider } from './sandbox.provider';

export interface PaymentsModuleDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'appUrl' | 'payments'>;
  masterKey: Buffer;
  invoices: InvoicesForPayments;
  accounts: AccountsLookup;
  outbox: Outbox;
  mailer: Mailer;
  log: { warn(object: object, message: string): void };
}

/** The sandbox's signing secret: configured, or derived from the master key kept in DATA_DIR. */
export function sandboxWebhookSecret(configured: string | undefined, masterKey: Buffer): string {
  return configured ?? deriveKey(masterKey, 'payment-webhook').toString('base64url');
}

/**
 * Paying invoices through the configured provider (requirements-next §7.6): the pay and
 * payment-state routes, the provider's webhook, the sandbox's checkout page when the sandbox
 * is the provider, and the receipt mail of each confirmed payment.
 */
export function createPaymentsModule(deps: PaymentsModuleDeps): AppModule {
  const { config } = deps;
  const sandbox = sandboxProvider({
    db: deps.db,
    clock: deps.clock,
    secret: sandboxWebhookSecret(config.payments.webhookSecret, deps.masterKey),
    appUrl: config.appUrl,
  });
  const provider = sandbox.provider;
  const payments = paymentsService({
    repo: paymentsRepository(deps.db),
    provider,
    invoices: deps.invoices,
    clock: deps.clock,
    appUrl: config.appUrl,
    log: deps.log,
  });
  subscribePaymentMail({
    outbox: deps.outbox,
    mailer: deps.mailer,
    accounts: deps.accounts,
    invoiceNumber: async (id) => (await deps.invoices.invoiceToPay(id))?.number,
    appUrl: config.appUrl,
  });
  return {
    routes: async (api) => {
      await api.register(paymentsRoutes, { payments });
      await api.register(paymentWebhookRoutes, { payments, provider: provider.name });
    },
    rootRoutes: async (app) => {
      await app.register(sandboxCheckoutRoutes, {
        sandbox,
        appOrigin: new URL(config.appUrl).origin,
      });
    },
  };
}
