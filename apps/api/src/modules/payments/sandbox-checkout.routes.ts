import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@nuzul/shared/errors';
import { checkoutLanguage, checkoutPage } from './sandbox-checkout.page';
import { sandboxOutcomes, type SandboxProvider } from './sandbox.provider';

// The sandbox's ids are `sbx_` and URL-safe base64: anything else was never issued.
const params = z.object({ paymentId: z.string().regex(/^sbx_[\w-]{1,100}$/) });

/**
 * The sandbox's checkout page, served outside the API like a gateway's own pages. Its buttons
 * post a plain form here; the sandbox then sends its signed webhook to the API's webhook
 * route (through the app itself, as a gateway's server would over the network) and sends the
 * browser back to the payment-result page, which learns the outcome from the API.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  /** The web app's origin, where the browser is sent back to after the form. */
  appOrigin: string;
}> = async (app, { sandbox, appOrigin }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // The form posts here and is redirected to the web app: both are allowed form targets.
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${appOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  async function checkoutOf(paymentId: string) {
    const payment = await sandbox.checkout(paymentId);
    if (!payment) throw new AppError('NOT_FOUND');
    return payment;
  }

  app.get(
    '/sandbox/checkout/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The sandbox provider’s checkout page (HTML)',
        params,
        querystring: z.object({ lng: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const payment = await checkoutOf(request.params.paymentId);
      const language = checkoutLanguage(request.query.lng, request.headers['accept-language']);
      return reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(checkoutPage({ ...payment, language }));
    },
  );

  app.post(
    '/sandbox/checkout/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payer’s choice on the sandbox checkout: Pay, Fail or Leave pending',
        params,
        body: z.object({ outcome: z.enum(sandboxOutcomes), lng: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const payment = await checkoutOf(request.params.paymentId);
      const webhook = await sandbox.decide(payment.id, request.body.outcome);
      if (webhook) {
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhooks/sandbox',
          headers: webhook.headers,
          payload: webhook.body,
        });
        // A gateway retries a webhook we did not take; the result page keeps polling meanwhile.
        if (delivered.statusCode !== 200) {
          request.log.error(
            { statusCode: delivered.statusCode, body: delivered.body },
            'sandbox webhook not accepted',
          );
        }
      }
      return reply.redirect(payment.callbackUrl, 303);
    },
  );
};
