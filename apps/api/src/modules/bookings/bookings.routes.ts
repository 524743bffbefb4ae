import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockInput,
  bookingInput,
  bookingQuoteQuery,
  bookingQuoteResponse,
  bookingResponse,
  bookingsQuery,
  bookingsResponse,
  calendarQuery,
  calendarResponse,
  cancelBookingInput,
  daySettingsInput,
  makeAvailableInput,
} from '@nuzul/shared/bookings';
import { messageKey } from '@nuzul/shared/validation';
import { actorOf } from '../../platform/auth';
import type { BookingsService } from './bookings.service';
import type { CalendarService } from './calendar.service';

const idParams = z.object({ id: z.uuid() });

/** A client's key for one booking request: 1 to 200 visible ASCII characters. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, messageKey('invalidValue'))
    .optional(),
});

export const bookingsRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  calendar: CalendarService;
}> = async (app, { bookings, calendar }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['bookings'];

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        summary:
          'Bookings of the account: All, Past (departure before the property’s today) or Upcoming, searched by guest, property or location, by status and property, paged',
        querystring: bookingsQuery,
        response: { 200: bookingsResponse },
      },
    },
    async (request) => bookings.list(actorOf(request), request.query),
  );

  app.post(
    '/bookings',
    {
      schema: {
        tags,
        summary:
          'Makes a booking on the first unit with every night free (409 NO_SPACE_FOR_DATES when none); an Idempotency-Key replayed with the same body answers the same booking',
        headers: idempotencyHeaders,
        body: bookingInput,
        response: { 201: bookingResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await bookings.create(
          actorOf(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      }),
  );

  app.get(
    '/bookings/quote',
    {
      schema: {
        tags,
        summary:
          'Prices a stay [from, to) for the booking form (calendar day prices, seasons, base price), with its stay rules and whether a unit is free',
        querystring: bookingQuoteQuery,
        response: { 200: bookingQuoteResponse },
      },
    },
    async (request) => ({ data: await calendar.quote(actorOf(request), request.query) }),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        summary: 'A booking with its guest, balance, history and cancellation charge',
        params: idParams,
        response: { 200: bookingResponse },
      },
    },
    async (request) => ({ data: await bookings.get(actorOf(request), request.params.id) }),
  );

  app.put(
    '/bookings/:id',
    {
      schema: {
        tags,
        summary:
          'Replaces a booking; new dates or property are checked against the calendar without the booking itself',
        params: idParams,
        body: bookingInput,
        response: { 200: bookingResponse },
      },
    },
    async (request) => ({
      data: await bookings.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancels a booking: its nights are freed and the cancellation policy’s penalty is recorded',
        params: idParams,
        body: cancelBookingInput.optional(),
        response: { 200: bookingResponse },
      },
    },
    async (request) => ({
      data: await bookings.cancel(
        actorOf(request),
        request.params.id,
        request.body?.reason ?? null,
      ),
    }),
  );

  app.get(
    '/properties/:id/calendar',
    {
      schema: {
        tags,
        summary:
          'The property’s calendar days from..to (at most 400): status, price and stay rules, bookings and block notes',
        params: idParams,
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request) => ({
      data: await calendar.calendar(actorOf(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/properties/:id/blocks',
    {
      schema: {
        tags,
        summary:
          'Blocks the days from..to on every unit (409 DATES_UNAVAILABLE over a booked day, 400 PAST_DATES); answers those days',
        params: idParams,
        body: blockInput,
        response: { 201: calendarResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await calendar.block(actorOf(request), request.params.id, {
          from: request.body.from,
          to: request.body.to,
          note: request.body.note,
        }),
      }),
  );

  app.post(
    '/properties/:id/availability',
    {
      schema: {
        tags,
        summary:
          'Make Available: removes the blocks of the days from..to (409 DATES_UNAVAILABLE over a booked day, 400 PAST_DATES)',
        params: idParams,
        body: makeAvailableInput,
        response: { 200: calendarResponse },
      },
    },
    async (request) => ({
      data: await calendar.makeAvailable(actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/properties/:id/day-settings',
    {
      schema: {
        tags,
        summary:
          'Sets the price, min/max nights or preparation hours of the days from..to, or resets them to the season’s',
        params: idParams,
        body: daySettingsInput,
        response: { 200: calendarResponse },
      },
    },
    async (request) => ({
      data: await calendar.setDaySettings(actorOf(request), request.params.id, request.body),
    }),
  );
};
