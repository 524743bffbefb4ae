import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@nuzul/shared/accounts';
import { AppError } from '@nuzul/shared/errors';
import {
  invoicePaymentResponse,
  payInvoiceResponse,
  paymentProviders,
  type PaymentProviderName,
} from '@nuzul/shared/payments';
import { actorOf } from '../../platform/auth';
import type { PaymentsService } from './payments.service';

const invoiceParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tags = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/invoices/:id/pay',
    {
      schema: {
        tags,
        summary: "Starts a checkout of the owner's unpaid invoice at the payment provider",
        params: invoiceParams,
        response: { 201: payInvoiceResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await payments.pay(actorOf(request), request.params.id) }),
  );

  app.get(
    '/invoices/:id/payment',
    {
      schema: {
        tags,
        summary: "The invoice's payment state, as the payment-result page polls it",
        params: invoiceParams,
        response: { 200: invoicePaymentResponse },
      },
    },
    async (request) => ({ data: await payments.paymentOf(actorOf(request), request.params.id) }),
  );
};

/**
 * The provider's webhook: no session, its signature is its authentication. The body is read
 * as the raw text the signature was made over, never re-serialised.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  provider: PaymentProviderName;
}> = async (app, { payments, provider }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhooks/:provider',
    {
      schema: {
        tags,
        summary: "The payment provider's signed notice that a payment changed",
        params: z.object({ provider: z.enum(paymentProviders) }),
        body: z.string(),
        response: { 200: okResponse },
      },
    },
    async (request) => {
      // Only the configured provider's webhooks are listened to.
      if (request.params.provider !== provider) throw new AppError('NOT_FOUND');
      await payments.webhook(request.body, request.headers);
      return { data: { ok: true as const } };
    },
  );
};
