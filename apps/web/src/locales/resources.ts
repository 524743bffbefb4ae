import arAccounts from './ar/accounts.json';
import arAdmin from './ar/admin.json';
import arBilling from './ar/billing.json';
import arBookings from './ar/bookings.json';
import arCalendar from './ar/calendar.json';
import arChannels from './ar/channels.json';
import arCms from './ar/cms.json';
import arCommon from './ar/common.json';
import arDashboard from './ar/dashboard.json';
import arDefinitions from './ar/definitions.json';
import arErrors from './ar/errors.json';
import arFaq from './ar/faq.json';
import arInbox from './ar/inbox.json';
import arListings from './ar/listings.json';
import arNotifications from './ar/notifications.json';
import arProfile from './ar/profile.json';
import arReports from './ar/reports.json';
import arSeasonalPricing from './ar/seasonal-pricing.json';
import enAccounts from './en/accounts.json';
import enAdmin from './en/admin.json';
import enBilling from './en/billing.json';
import enBookings from './en/bookings.json';
import enCalendar from './en/calendar.json';
import enChannels from './en/channels.json';
import enCms from './en/cms.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enDefinitions from './en/definitions.json';
import enErrors from './en/errors.json';
import enFaq from './en/faq.json';
import enInbox from './en/inbox.json';
import enListings from './en/listings.json';
import enNotifications from './en/notifications.json';
import enProfile from './en/profile.json';
import enReports from './en/reports.json';
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
    calendar: arCalendar,
    channels: arChannels,
    bookings: arBookings,
    notifications: arNotifications,
    reports: arReports,
    faq: arFaq,
    inbox: arInbox,
    admin: arAdmin,
    profile: arProfile,
    cms: arCms,
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
    calendar: enCalendar,
    channels: enChannels,
    bookings: enBookings,
    notifications: enNotifications,
    reports: enReports,
    faq: enFaq,
    inbox: enInbox,
    admin: enAdmin,
    profile: enProfile,
    cms: enCms,
  },
} as const;

export type Namespace = keyof (typeof resources)['ar'];

export const namespaces = Object.keys(resources.ar) as Namespace[];
