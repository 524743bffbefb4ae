import type { FastifyPluginAsync } from 'fastify';

/**
 * What every module hands the app: its routes, registered under /api/v1, and any that live
 * outside the API (public media, the development mailbox). Its `createXModule(deps)` returns
 * these beside its entry points for other modules.
 */
export interface AppModule {
  routes?: FastifyPluginAsync;
  rootRoutes?: FastifyPluginAsync;
}
