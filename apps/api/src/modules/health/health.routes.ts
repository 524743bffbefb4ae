import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse } from '@nuzul/shared/health';
import { AppError } from '@nuzul/shared/errors';
import type { DatabaseHandle } from '../../db/client';

export interface HealthRoutesOptions {
  database: DatabaseHandle;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: healthResponse },
      },
    },
    () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readyResponse },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer');
      }
      return { data: { status: 'ready' as const, database: database.driver } };
    },
  );
};
