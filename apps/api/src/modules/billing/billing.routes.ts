import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@nuzul/shared/accounts';
import {
  adminPlansResponse,
  billingPageQuery,
  billingQuoteInput,
  billingQuoteResponse,
  currentSubscriptionResponse,
  invoiceResponse,
  invoicesResponse,
  planInput,
  planResponse,
  plansResponse,
  promoCodeInput,
  promoCodeResponse,
  promoCodesResponse,
  subscribeInput,
  subscribeResponse,
  subscriptionsResponse,
} from '@nuzul/shared/billing';
import { dbIdParam } from '@nuzul/shared/validation';
import { actorOf } from '../../platform/auth';
import { assertCan } from '../../platform/policy';
import type { BillingAdminService, BillingService } from './billing.service';
import { invoicePdfRoutes } from './invoice-pdf.routes';

const idParams = z.object({ id: dbIdParam });

/** Plans, quotes, subscriptions and invoices of the signed-in account (requirements-next §7). */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['billing'];

  app.get(
    '/billing/plans',
    {
      schema: {
        tags,
        summary: 'The plans one can subscribe to, in order',
        response: { 200: plansResponse },
      },
    },
    async () => ({ data: await billing.activePlans() }),
  );

  app.post(
    '/billing/quote',
    {
      schema: {
        tags,
        summary:
          'The price of a plan with its discount, an optional promo code and VAT (400 PROMO_CODE_INVALID; codes tried 10 a minute)',
        body: billingQuoteInput,
        response: { 200: billingQuoteResponse },
      },
    },
    async (request) => ({
      data: await billing.quote(actorOf(request), request.body.planId, request.body.promoCode),
    }),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary:
          'Chooses a plan: a pending subscription and its invoice (a free plan is active at once)',
        body: subscribeInput,
        response: { 201: subscribeResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await billing.subscribe(
          actorOf(request),
          request.body.planId,
          request.body.promoCode,
        ),
      }),
  );

  app.get(
    '/subscriptions/current',
    {
      schema: {
        tags,
        summary: 'The active subscription with days left and properties used, or null',
        response: { 200: currentSubscriptionResponse },
      },
    },
    async (request) => ({ data: await billing.current(actorOf(request)) }),
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: "The account's subscriptions, newest first",
        querystring: billingPageQuery,
        response: { 200: subscriptionsResponse },
      },
    },
    async (request) =>
      billing.subscriptions(actorOf(request), request.query.page, request.query.pageSize),
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: "The account's invoices, newest first",
        querystring: billingPageQuery,
        response: { 200: invoicesResponse },
      },
    },
    async (request) =>
      billing.invoices(actorOf(request), request.query.page, request.query.pageSize),
  );

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'An invoice with its ZATCA QR code',
        params: idParams,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => ({ data: await billing.invoice(actorOf(request), request.params.id) }),
  );

  await app.register(invoicePdfRoutes, { billing });
};

/** The platform admin's plans and promo codes; anyone else gets 404. */
export const billingAdminRoutes: FastifyPluginAsyncZod<{ admin: BillingAdminService }> = async (
  app,
  { admin },
) => {
  app.addHook('onRequest', app.requireAuth);
  // Before the body is validated: to anyone else these routes do not exist, whatever is sent.
  app.addHook('preValidation', async (request) => assertCan(actorOf(request), 'plans:manage'));
  const tags = ['billing'];

  app.get(
    '/admin/plans',
    {
      schema: {
        tags,
        summary:
          'Every plan, active or not, in order, with its subscriptions counted (a plan with none can be deleted)',
        response: { 200: adminPlansResponse },
      },
    },
    async (request) => ({ data: await admin.plans(actorOf(request)) }),
  );
  app.post(
    '/admin/plans',
    {
      schema: { tags, summary: 'Adds a plan', body: planInput, response: { 201: planResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await admin.createPlan(actorOf(request), request.body) }),
  );
  app.put(
    '/admin/plans/:id',
    {
      schema: {
        tags,
        summary:
          'Replaces a plan (active: false withdraws it; subscriptions keep what they bought)',
        params: idParams,
        body: planInput,
        response: { 200: planResponse },
      },
    },
    async (request) => ({
      data: await admin.updatePlan(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/plans/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a plan never subscribed to (409 PLAN_IN_USE otherwise)',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await admin.deletePlan(actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
  app.get(
    '/admin/promo-codes',
    {
      schema: { tags, summary: 'Every promo code', response: { 200: promoCodesResponse } },
    },
    async (request) => ({ data: await admin.promoCodes(actorOf(request)) }),
  );
  app.post(
    '/admin/promo-codes',
    {
      schema: {
        tags,
        summary: 'Adds a promo code (409 PROMO_CODE_DUPLICATE)',
        body: promoCodeInput,
        response: { 201: promoCodeResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await admin.createPromoCode(actorOf(request), request.body) }),
  );
  app.put(
    '/admin/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a promo code (active: false withdraws it)',
        params: idParams,
        body: promoCodeInput,
        response: { 200: promoCodeResponse },
      },
    },
    async (request) => ({
      data: await admin.updatePromoCode(actorOf(request), request.params.id, request.body),
    }),
  );
};
