import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '@nuzul/shared/errors';
import {
  bookingRequestInput,
  bookingRequestResponse,
  publicAvailabilityResponse,
  publicPropertiesResponse,
  publicPropertyResponse,
  publicQuoteResponse,
  publicSiteResponse,
  siteAvailabilityQuery,
  siteParams,
  sitePropertiesQuery,
  sitePropertyParams,
  siteQuoteQuery,
} from '@nuzul/shared/site';
import type { SiteReader } from './site.lookup';
import type { BookingRequestsService } from './booking-requests.service';

/** The answer, or the 404 of what the site does not show. */
function found<T>(value: T | undefined, code: ErrorCode): { data: T } {
  if (value === undefined) throw new AppError(code);
  return { data: value };
}

/**
 * The owner's public site as JSON (issue 19): no session; an unknown slug is 404
 * SITE_NOT_FOUND, a property that is not the site owner's published one 404
 * SITE_PROPERTY_NOT_FOUND (the slug is checked first).
 */
export const siteRoutes: FastifyPluginAsyncZod<{
  reader: SiteReader;
  requests: BookingRequestsService;
}> = async (app, { reader, requests }) => {
  const tags = ['site'];

  /** SITE_NOT_FOUND when the slug is unknown, else SITE_PROPERTY_NOT_FOUND. */
  async function missing(slug: string): Promise<ErrorCode> {
    return (await reader.site(slug)) ? 'SITE_PROPERTY_NOT_FOUND' : 'SITE_NOT_FOUND';
  }
  async function orMissing<T>(slug: string, value: T | undefined): Promise<{ data: T }> {
    return found(value, value === undefined ? await missing(slug) : 'NOT_FOUND');
  }

  app.get(
    '/public/sites/:slug',
    {
      schema: {
        tags,
        summary:
          "The owner's site: display name, logo, brand colour, contacts, and the header and footer menus without targets a visitor may not open (404 SITE_NOT_FOUND)",
        params: siteParams,
        response: { 200: publicSiteResponse },
      },
    },
    async (request) => found(await reader.site(request.params.slug), 'SITE_NOT_FOUND'),
  );

  app.get(
    '/public/sites/:slug/properties',
    {
      schema: {
        tags,
        summary:
          "The site's published properties (name, city, cover photo, from-price per night in halalas, max guests); with dateFrom and dateTo only those free for every night, with guests only those sleeping as many",
        params: siteParams,
        querystring: sitePropertiesQuery,
        response: { 200: publicPropertiesResponse },
      },
    },
    async (request) =>
      found(await reader.properties(request.params.slug, request.query), 'SITE_NOT_FOUND'),
  );

  app.get(
    '/public/sites/:slug/properties/:propertyId',
    {
      schema: {
        tags,
        summary:
          "A published property's page: descriptions in Arabic and English, photos, amenities, rooms, location, house rules, check-in and check-out, cancellation policy, terms and booking rules",
        params: sitePropertyParams,
        response: { 200: publicPropertyResponse },
      },
    },
    async (request) =>
      orMissing(
        request.params.slug,
        await reader.property(request.params.slug, request.params.propertyId),
      ),
  );

  app.get(
    '/public/sites/:slug/properties/:propertyId/availability',
    {
      schema: {
        tags,
        summary:
          'Each night from..to (both included, at most 400): available or not; no guest or booking is shown',
        params: sitePropertyParams,
        querystring: siteAvailabilityQuery,
        response: { 200: publicAvailabilityResponse },
      },
    },
    async (request) =>
      orMissing(
        request.params.slug,
        await reader.availability(request.params.slug, request.params.propertyId, request.query),
      ),
  );

  app.get(
    '/public/sites/:slug/properties/:propertyId/quote',
    {
      schema: {
        tags,
        summary:
          "The stay's price as the owner's booking form quotes it (night prices, extra guests, fees, VAT, total, deposits, cancellation) with its stay rules and whether a unit is free",
        params: sitePropertyParams,
        querystring: siteQuoteQuery,
        response: { 200: publicQuoteResponse },
      },
    },
    async (request) =>
      orMissing(
        request.params.slug,
        await reader.quote(request.params.slug, request.params.propertyId, request.query),
      ),
  );

  app.post(
    '/public/sites/:slug/properties/:propertyId/booking-requests',
    {
      schema: {
        tags,
        summary:
          'A visitor asks for a stay: a Pending booking holds the nights (409 NO_SPACE_FOR_DATES when taken), the owner is notified, the guest thread starts and the guest is e-mailed that the request was received; captchaValue as at sign-up; 429 BOOKING_REQUEST_RATE_LIMITED beyond 5 in 10 minutes from one address',
        params: sitePropertyParams,
        body: bookingRequestInput,
        response: { 201: bookingRequestResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await requests.request(
          request.params.slug,
          request.params.propertyId,
          request.body,
          request.ip,
        ),
      }),
  );
};
