import arAccounts from './ar/accounts.json';
import arBilling from './ar/billing.json';
import arCommon from './ar/common.json';
import arDashboard from './ar/dashboard.json';
import arDefinitions from './ar/definitions.json';
import arErrors from './ar/errors.json';
import arListings from './ar/listings.json';
import arSeasonalPricing from './ar/seasonal-pricing.json';
import enAccounts from './en/accounts.json';
import enBilling from './en/billing.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enDefinitions from './en/definitions.json';
import enErrors from './en/errors.json';
import enListings from './en/listings.json';
import enSeasonalPricing from './en/seasonal-pricing.json';

/**
 * One namespace per feature; every key exists in both languages (locales.test.ts). All of
 * them at once, for the unit tests (test/setup.ts) and the types: the app itself fetches
 * one language's files, a namespace at a time (app/i18n.ts).
 */
export const resources = {
  ar: {
    common: arCommon,
    errors: arErrors,
    accounts: arAccounts,
    dashboard: arDashboard,
    listings: arListings,
    definitions: arDefinitions,
    seasonalPricing: arSeasonalPricing,
    billing: arBilling,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    accounts: enAccounts,
    dashboard: enDashboard,
    listings: enListings,
    definitions: enDefinitions,
    seasonalPricing: enSeasonalPricing,
    billing: enBilling,
  },
} as const;

export type Namespace = keyof (typeof resources)['ar'];

export const namespaces = Object.keys(resources.ar) as Namespace[];
