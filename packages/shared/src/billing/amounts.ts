import {
  assertHalalas,
  multiplyHalalas,
  percentOf,
  subtractHalalas,
  sumHalalas,
  VAT_BASIS_POINTS,
  vatOn,
  type BasisPoints,
  type Halalas,
} from '../money';

export interface InvoiceItemInput {
  unitPrice: Halalas;
  quantity: number;
}

export interface InvoiceTotals {
  /** Each line's unit price × quantity, in the given order. */
  amounts: Halalas[];
  /** The lines' sum before the discount. */
  subtotal: Halalas;
  /** The discount taken, never more than the subtotal. */
  discount: Halalas;
  /** Subtotal less discount: the amount VAT is computed on. */
  taxable: Halalas;
  vat: Halalas;
  /** Taxable plus VAT: what the customer pays. */
  total: Halalas;
}

/**
 * An invoice's amounts (requirements-next §7.3): VAT on the subtotal less the discount,
 * rounded half-up once on that total (not per line), and total = subtotal − discount + VAT.
 */
export function invoiceTotals(
  items: readonly InvoiceItemInput[],
  discount: Halalas,
  vatRate: BasisPoints = VAT_BASIS_POINTS,
): InvoiceTotals {
  const amounts = items.map((item) => multiplyHalalas(item.unitPrice, item.quantity));
  const subtotal = sumHalalas(amounts);
  const taken = Math.min(assertHalalas(discount, 'discount'), subtotal);
  if (taken < 0) throw new RangeError('a discount cannot be negative');
  const taxable = subtractHalalas(subtotal, taken);
  const vat = vatOn(taxable, vatRate);
  return { amounts, subtotal, discount: taken, taxable, vat, total: sumHalalas([taxable, vat]) };
}

/** A promo code's reduction: a percentage of the amount or an amount off. */
export type PromoDiscount =
  | { discountType: 'percent'; percentOff: BasisPoints }
  | { discountType: 'amount'; amountOff: Halalas };

/** What a promo takes off an amount: never more than the amount, so a price never goes below 0. */
export function promoDiscountOn(amount: Halalas, promo: PromoDiscount): Halalas {
  const off =
    promo.discountType === 'percent'
      ? percentOf(amount, promo.percentOff)
      : assertHalalas(promo.amountOff, 'amountOff');
  return Math.max(0, Math.min(off, amount));
}

export interface PlanPrice {
  /** Excluding VAT. */
  price: Halalas;
  /** The plan's own discount, in basis points. */
  discountPercent: BasisPoints;
}

export interface PlanQuote extends InvoiceTotals {
  price: Halalas;
  planDiscount: Halalas;
  promoDiscount: Halalas;
}

/**
 * The price of a plan with its discount and an optional promo: the plan's discount is taken
 * from the price, the promo from what remains, then VAT on the rest. 100.00 SAR, 10 % off
 * and a 20 SAR promo: 70.00 + 10.50 VAT = 80.50.
 */
export function quotePlan(
  plan: PlanPrice,
  promo: PromoDiscount | null = null,
  vatRate: BasisPoints = VAT_BASIS_POINTS,
): PlanQuote {
  const planDiscount = percentOf(plan.price, plan.discountPercent);
  const afterPlanDiscount = subtractHalalas(plan.price, planDiscount);
  const promoDiscount = promo ? promoDiscountOn(afterPlanDiscount, promo) : 0;
  const totals = invoiceTotals(
    [{ unitPrice: plan.price, quantity: 1 }],
    sumHalalas([planDiscount, promoDiscount]),
    vatRate,
  );
  return { ...totals, price: plan.price, planDiscount, promoDiscount };
}
