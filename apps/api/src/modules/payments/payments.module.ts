import type { PaymentProvider } from './payment-provider';
import { AppError } from '@nuzul/shared/errors';
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
import { moyasarProvider } from './moyasar.provider';
import { sandboxProvider } from './sandbox.provider';

export interface PaymentsModuleDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'appUrl' | 'payments' | 'nodeEnv'>;
  masterKey: Buffer;
  invoices: InvoicesForPayments;
  accounts: AccountsLookup;
  outbox: Outbox;
  mailer: Mailer;
  log: { warn(object: object, message: string): void };
}

/** A provider that takes no payment: every checkout and webhook is refused. */
function unavailable(name: PaymentProvider['name']): PaymentProvider {
  const refuse = (): never => {
    throw new AppError('SERVICE_UNAVAILABLE');
  };
  return {
    name,
    createPayment: refuse,
    fetchPayment: refuse,
    verifyWebhook: () => ({ ok: false, reason: 'no payment provider is configured' }),
  };
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
  // The sandbox pays any invoice at the press of a button: in production it would give plans
  // away, so there it takes no payment (503) until a real gateway is configured.
  const sandboxLive = config.payments.provider === 'sandbox' && config.nodeEnv !== 'production';
  const provider: PaymentProvider = config.payments.moyasar
    ? moyasarProvider(config.payments.moyasar)
    : sandboxLive
      ? sandbox.provider
      : unavailable(sandbox.provider.name);
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
      if (!sandboxLive) return;
      await app.register(sandboxCheckoutRoutes, {
        sandbox,
        appOrigin: new URL(config.appUrl).origin,
      });
    },
  };
}
