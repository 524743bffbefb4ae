import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingsReport,
  dashboardSummary,
  dashboardSummaryQuery,
  occupancyReport,
  propertiesReport,
  reportQuery,
  revenueReport,
  sourcesReport,
} from '@nuzul/shared/reports';
import { actorOf } from '../../platform/auth';
import type { ReportsService } from './reports.service';

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

const range =
  'over [from, to) (to exclusive), by month or day, narrowed to an own property and a booking source';

/** The dashboard's summary and the owner's reports (requirements-next §6, §15). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'The dashboard in one round trip: property counts, confirmed and cancelled bookings of the period by arrival, arrivals today and this week, and the chart’s series',
        querystring: dashboardSummaryQuery,
        response: { 200: dataOf(dashboardSummary) },
      },
    },
    async (request) => ({ data: await reports.summary(actorOf(request), request.query.period) }),
  );

  const tags = ['reports'];
  app.get(
    '/reports/bookings',
    {
      schema: {
        tags,
        summary: `Bookings by arrival (confirmed, pending, cancelled) ${range}`,
        querystring: reportQuery,
        response: { 200: dataOf(bookingsReport) },
      },
    },
    async (request) => ({ data: await reports.bookings(actorOf(request), request.query) }),
  );

  app.get(
    '/reports/occupancy',
    {
      schema: {
        tags,
        summary: `Occupancy: booked nights of available (blocked nights excluded) ${range}`,
        querystring: reportQuery,
        response: { 200: dataOf(occupancyReport) },
      },
    },
    async (request) => ({ data: await reports.occupancy(actorOf(request), request.query) }),
  );

  app.get(
    '/reports/revenue',
    {
      schema: {
        tags,
        summary: `Revenue split by night (guest price, price to you), ADR and RevPAR ${range}`,
        querystring: reportQuery,
        response: { 200: dataOf(revenueReport) },
      },
    },
    async (request) => ({ data: await reports.revenue(actorOf(request), request.query) }),
  );

  app.get(
    '/reports/sources',
    {
      schema: {
        tags,
        summary: `Bookings, nights and revenue by booking source ${range}`,
        querystring: reportQuery,
        response: { 200: dataOf(sourcesReport) },
      },
    },
    async (request) => ({ data: await reports.sources(actorOf(request), request.query) }),
  );

  app.get(
    '/reports/properties',
    {
      schema: {
        tags,
        summary: `Each own property compared: bookings, occupancy, revenue, ADR, RevPAR ${range}`,
        querystring: reportQuery,
        response: { 200: dataOf(propertiesReport) },
      },
    },
    async (request) => ({ data: await reports.properties(actorOf(request), request.query) }),
  );
};
