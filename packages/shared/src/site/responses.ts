import { z } from 'zod';
import { bookingQuote } from '../bookings/responses';
import { menu } from '../cms/responses';

const int = () => z.number().int();
const bilingual = z.object({ ar: z.string(), en: z.string() });
const photoUrls = z.object({ thumb: z.string(), medium: z.string(), large: z.string() });

/**
 * The owner's public site (`/s/<slug>`, A-27/A-29) as a visitor sees it: the site's name,
 * logo, colour and contacts, and its menus with only targets a visitor may open (published
 * pages and published properties of this owner).
 */
export const publicSite = z.object({
  slug: z.string(),
  displayName: bilingual,
  /** The logo's WebP variants by height (64 and 160 px); null without one. */
  logo: z.object({ small: z.string(), medium: z.string() }).nullable(),
  brandColor: z.string(),
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    whatsapp: z.string().nullable(),
  }),
  menus: z.object({ header: menu, footer: menu }),
});
export type PublicSite = z.infer<typeof publicSite>;
export const publicSiteResponse = z.object({ data: publicSite });

/** A published property on the site's home page. Money in halalas. */
export const publicPropertyCard = z.object({
  id: z.uuid(),
  /** The property's name as the owner wrote it (one name for both languages). */
  name: z.string(),
  city: bilingual,
  /** The main photo (else the first); null without photos. */
  cover: photoUrls.nullable(),
  /** "From X SAR / night": the cheapest night it offers; null when nothing prices a night. */
  fromPrice: int().nullable(),
  maxGuests: int().nullable(),
});
export type PublicPropertyCard = z.infer<typeof publicPropertyCard>;
export const publicPropertiesResponse = z.object({ data: z.array(publicPropertyCard) });

const descriptionParts = z.object({
  headline: z.string(),
  description: z.string(),
  space: z.string(),
  access: z.string(),
  neighborhood: z.string(),
  notes: z.string(),
});

/**
 * A published property's page: what the owner wrote in each language, its photos in order,
 * amenities and rooms by name, where it is, and the rules of a stay (the owner's terms).
 */
export const publicProperty = publicPropertyCard.extend({
  description: z.object({ ar: descriptionParts, en: descriptionParts }),
  houseRules: bilingual,
  photos: z.array(z.object({ description: z.string(), urls: photoUrls })),
  amenities: z.array(z.object({ id: int(), name: bilingual })),
  rooms: z.array(
    z.object({
      composition: bilingual,
      amenities: z.array(z.object({ id: int(), name: bilingual })),
    }),
  ),
  location: z.object({
    city: bilingual,
    countryCode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  timeZone: z.string(),
  /** The property's today (its own time zone), from which the site offers nights. */
  today: z.string(),
  checkInOut: z
    .object({ checkInFrom: z.string(), checkInTo: z.string(), checkOutTime: z.string() })
    .nullable(),
  /** Percent of the guest price charged for cancelling between fromDays and toDays before arrival (basis points). */
  cancellationPolicies: z.array(
    z.object({ fromDays: int(), toDays: int(), penaltyPercent: int() }),
  ),
  /** The owner's terms and conditions, by language, as links. */
  terms: z.array(z.object({ language: z.string(), url: z.string() })),
  bookingRules: z.object({
    minNights: int().nullable(),
    maxNights: int().nullable(),
    /** Hours the property needs between a departure and the next arrival. */
    preparationHours: int().nullable(),
    /** The first and last day the property takes stays on (null: no limit). */
    openFrom: z.string().nullable(),
    openUntil: z.string().nullable(),
    maxGuests: int().nullable(),
  }),
});
export type PublicProperty = z.infer<typeof publicProperty>;
export const publicPropertyResponse = z.object({ data: publicProperty });

/** Each night from..to: free on some unit or not; no guest or booking is shown. */
export const publicAvailability = z.object({
  propertyId: z.uuid(),
  today: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), available: z.boolean() })),
});
export type PublicAvailability = z.infer<typeof publicAvailability>;
export const publicAvailabilityResponse = z.object({ data: publicAvailability });

/** The owner's app's quote of the stay (`GET /bookings/quote`), with whether it is free. */
export const publicQuote = bookingQuote;
export type PublicQuote = z.infer<typeof publicQuote>;
export const publicQuoteResponse = z.object({ data: publicQuote });

/** What a visitor learns of their request: it is Pending, holding these nights. */
export const bookingRequestCreated = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  dateFrom: z.string(),
  dateTo: z.string(),
  guests: int(),
  guestPrice: int(),
});
export type BookingRequestCreated = z.infer<typeof bookingRequestCreated>;
export const bookingRequestResponse = z.object({ data: bookingRequestCreated });
