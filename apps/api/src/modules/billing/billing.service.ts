import {
  daysLeft,
  INVOICE_DUE_DAYS,
  quotePlan,
  type BillingQuote,
  type PlanValues,
  type PromoCodeValues,
  type PromoDiscount,
} from '@nuzul/shared/billing';
import { addDays, compareDates, DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { AppError } from '@nuzul/shared/errors';
import { CURRENCY, VAT_BASIS_POINTS } from '@nuzul/shared/money';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { sqlState } from '../../platform/errors';
import { assertCan, type Actor } from '../../platform/policy';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import { markInvoicePaid } from './billing.access';
import { toInvoice, toInvoiceSummary, toPlan, toPromoCode, toSubscription } from './billing.mapper';
import type { BillingQueries, BillingRepository, PlanRow, PromoRow } from './billing.repository';
import { currentOf } from './subscription.access';

/** Promo code guesses: 10 a minute per user (requirements-next §7.2). */
export const PROMO_GUESS_RULE = { max: 10, windowMs: 60_000 };

export interface BillingServiceDeps {
  repo: BillingRepository;
  clock: Clock;
  limiter: RateLimiter;
  accounts: AccountsLookup;
  seller: Config['seller'];
  /** Counts the account's properties, for "properties used" on the current plan. */
  countProperties: (accountId: string) => Promise<number>;
}

const durationText: Record<PlanRow['duration'], { ar: string; en: string }> = {
  '1_day': { ar: 'يوم واحد', en: '1 day' },
  '1_week': { ar: 'أسبوع واحد', en: '1 week' },
  '1_month': { ar: 'شهر واحد', en: '1 month' },
  '6_months': { ar: '6 أشهر', en: '6 months' },
  '1_year': { ar: 'سنة واحدة', en: '1 year' },
  custom: { ar: 'أيام', en: 'days' },
};

/** The invoice line of a plan: "Basic plan — 1 month" / "باقة الأساسية — شهر واحد". */
function lineDescription(plan: PlanRow) {
  const ar =
    plan.duration === 'custom'
      ? `${plan.customDays} ${durationText.custom.ar}`
      : durationText[plan.duration].ar;
  const en =
    plan.duration === 'custom'
      ? `${plan.customDays} ${durationText.custom.en}`
      : durationText[plan.duration].en;
  return { ar: `باقة ${plan.nameAr} — ${ar}`, en: `${plan.nameEn} plan — ${en}` };
}

/** Whether the code may be used for this plan by this account today; the reason is not told. */
function promoUsable(promo: PromoRow | undefined, plan: PlanRow, today: string, redeemed: boolean) {
  if (!promo || !promo.active || !plan.promoCodeAllowed) return false;
  if (promo.validFrom && compareDates(today, promo.validFrom) < 0) return false;
  if (promo.validTo && compareDates(today, promo.validTo) > 0) return false;
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) return false;
  if (promo.oncePerAccount && redeemed) return false;
  if (promo.planIds?.length && !promo.planIds.includes(plan.id)) return false;
  if (promo.cycles?.length && !promo.cycles.includes(plan.billingCycle)) return false;
  return true;
}

const discountOf = (promo: PromoRow): PromoDiscount =>
  promo.discountType === 'percent'
    ? { discountType: 'percent', percentOff: promo.percentOff! }
    : { discountType: 'amount', amountOff: promo.amountOff! };

export function billingService(deps: BillingServiceDeps) {
  const { repo, clock, limiter, seller } = deps;
  const today = () => todayIn(DEFAULT_TIME_ZONE, clock());

  /**
   * The plan's price for the account with the code: unknown plan 404, inactive plan 409,
   * unusable code 400 PROMO_CODE_INVALID. With `lock`, the code's row is held to the end of
   * the transaction, so its redemptions are counted one subscription at a time.
   */
  async function price(
    q: BillingQueries,
    actor: Actor,
    planId: number,
    code: string | undefined,
    lock: boolean,
  ) {
    const plan = await q.plan(planId);
    if (!plan) throw new AppError('NOT_FOUND');
    if (!plan.active) throw new AppError('PLAN_UNAVAILABLE');
    let promo: PromoRow | undefined;
    if (code !== undefined) {
      promo = await q.promoByCode(code, lock);
      const redeemed = promo ? await q.redeemedBy(promo.id, actor.accountId) : false;
      if (!promoUsable(promo, plan, today(), redeemed)) throw new AppError('PROMO_CODE_INVALID');
    }
    const quote = quotePlan(plan, promo ? discountOf(promo) : null);
    return { plan, promo, quote };
  }

  async function countGuess(actor: Actor, code: string | undefined) {
    if (code === undefined) return;
    await limiter.consume([{ key: `promo:${actor.userId}`, rule: PROMO_GUESS_RULE }]);
  }

  async function subscriptionView(subscriptionId: number) {
    const row = (await repo.subscriptionWithInvoice(subscriptionId))!;
    return toSubscription(row);
  }

  async function invoiceView(invoiceId: number) {
    const invoice = (await repo.invoice(invoiceId))!;
    return toInvoice(invoice, await repo.linesOf(invoiceId));
  }

  return {
    activePlans: async () => (await repo.plans(true)).map(toPlan),

    async quote(actor: Actor, planId: number, code: string | undefined): Promise<BillingQuote> {
      await countGuess(actor, code);
      const { promo, quote } = await price(repo, actor, planId, code, false);
      return {
        planId,
        promoCode: promo?.code ?? null,
        currency: CURRENCY,
        price: quote.price,
        planDiscount: quote.planDiscount,
        promoDiscount: quote.promoDiscount,
        discount: quote.discount,
        taxable: quote.taxable,
        vatRate: VAT_BASIS_POINTS,
        vat: quote.vat,
        total: quote.total,
      };
    },

    /**
     * A pending subscription and its invoice, numbered in the same transaction; the code's
     * use is counted there too. An invoice of 0 (the free trial) is paid at once, so the
     * subscription is active. The free trial is taken once per account.
     */
    async subscribe(actor: Actor, planId: number, code: string | undefined) {
      await countGuess(actor, code);
      const customer = await deps.accounts.contactOf(actor.userId);
      if (!customer) throw new AppError('NOT_FOUND');
      const now = clock();
      const issueDate = todayIn(DEFAULT_TIME_ZONE, now);
      const ids = await repo.transaction(async (q) => {
        await q.lockAccount(actor.accountId);
        const { plan, promo, quote } = await price(q, actor, planId, code, true);
        const free = plan.price === 0;
        if (free && (await q.hasFreeSubscription(actor.accountId))) {
          throw new AppError('TRIAL_ALREADY_USED');
        }
        const subscription = await q.insertSubscription({
          accountId: actor.accountId,
          planId: plan.id,
          status: 'pending',
          duration: plan.duration,
          customDays: plan.customDays,
          propertyLimit: plan.propertyLimit,
          allowsPropertyCreation: plan.allowsPropertyCreation,
          free,
        });
        if (promo) await q.redeem(promo.id, subscription.id, actor.accountId);
        const description = lineDescription(plan);
        const invoice = await q.insertInvoice(
          {
            number: await q.nextInvoiceNumber(Number(issueDate.slice(0, 4))),
            accountId: actor.accountId,
            subscriptionId: subscription.id,
            issuedAt: now,
            issueDate,
            dueDate: addDays(issueDate, INVOICE_DUE_DAYS),
            sellerName: seller.name,
            sellerAddress: seller.address,
            sellerVat: seller.vatNumber,
            sellerCr: seller.crNumber,
            customerName: `${customer.firstName} ${customer.lastName}`.trim(),
            subtotal: quote.subtotal,
            discount: quote.discount,
            vatRate: VAT_BASIS_POINTS,
            vat: quote.vat,
            total: quote.total,
            promoCode: promo?.code ?? null,
          },
          [
            {
              position: 0,
              descriptionAr: description.ar,
              descriptionEn: description.en,
              unitPrice: plan.price,
              quantity: 1,
              amount: quote.amounts[0]!,
            },
          ],
        );
        if (quote.total === 0) await markInvoicePaid(q.db, invoice.id, now);
        return { subscriptionId: subscription.id, invoiceId: invoice.id };
      });
      return {
        subscription: await subscriptionView(ids.subscriptionId),
        invoice: await invoiceView(ids.invoiceId),
      };
    },

    async current(actor: Actor) {
      const day = today();
      const current = currentOf(await repo.subscriptionsOf(actor.accountId), day);
      if (!current) return null;
      const view = await subscriptionView(current.id);
      return {
        ...view,
        daysLeft: daysLeft(current.endDate!, day),
        propertiesUsed: await deps.countProperties(actor.accountId),
        propertyLimit: current.propertyLimit,
      };
    },

    async subscriptions(actor: Actor, page: number, pageSize: number) {
      const { rows, total } = await repo.subscriptionPage(actor.accountId, page, pageSize);
      return { data: rows.map(toSubscription), meta: { page, pageSize, total } };
    },

    async invoices(actor: Actor, page: number, pageSize: number) {
      const { rows, total } = await repo.invoicePage(actor.accountId, page, pageSize);
      return { data: rows.map(toInvoiceSummary), meta: { page, pageSize, total } };
    },

    /** Another account's invoice is not found. */
    async invoice(actor: Actor, id: number) {
      const invoice = await repo.invoice(id);
      assertCan(actor, 'billing:view', invoice);
      return toInvoice(invoice!, await repo.linesOf(id));
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;

/** The platform admin's plans and promo codes; anyone else is answered 404. */
export function billingAdminService(repo: BillingRepository) {
  const duplicate = (error: unknown) => {
    if (sqlState(error) === '23505') throw new AppError('PROMO_CODE_DUPLICATE');
    throw error;
  };
  return {
    /** Every plan, active or not, with its subscriptions counted: one never taken can go. */
    async plans(actor: Actor) {
      assertCan(actor, 'plans:manage');
      return (await repo.plansWithUse()).map(({ plan, subscriptionCount }) => ({
        ...toPlan(plan),
        subscriptionCount,
      }));
    },
    async createPlan(actor: Actor, plan: PlanValues) {
      assertCan(actor, 'plans:manage');
      return toPlan(await repo.insertPlan(plan));
    },
    async updatePlan(actor: Actor, id: number, plan: PlanValues) {
      assertCan(actor, 'plans:manage');
      const row = await repo.updatePlan(id, plan);
      if (!row) throw new AppError('NOT_FOUND');
      return toPlan(row);
    },
    /** A plan never subscribed to is deleted; one in use is kept (deactivate it instead). */
    async deletePlan(actor: Actor, id: number) {
      assertCan(actor, 'plans:manage');
      await repo.transaction(async (q) => {
        if (!(await q.plan(id))) throw new AppError('NOT_FOUND');
        if (await q.planInUse(id)) throw new AppError('PLAN_IN_USE');
        await q.deletePlan(id);
      });
    },
    async promoCodes(actor: Actor) {
      assertCan(actor, 'promo-codes:manage');
      return (await repo.promoCodes()).map(toPromoCode);
    },
    async createPromoCode(actor: Actor, promo: PromoCodeValues) {
      assertCan(actor, 'promo-codes:manage');
      return toPromoCode(await repo.insertPromo(promo).catch(duplicate));
    },
    async updatePromoCode(actor: Actor, id: number, promo: PromoCodeValues) {
      assertCan(actor, 'promo-codes:manage');
      const row = await repo.updatePromo(id, promo).catch(duplicate);
      if (!row) throw new AppError('NOT_FOUND');
      return toPromoCode(row);
    },
  };
}
export type BillingAdminService = ReturnType<typeof billingAdminService>;
