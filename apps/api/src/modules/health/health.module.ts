import type { DatabaseHandle } from '../../db/client';
import type { AppModule } from '../module';
import { appConfigRoutes } from './app-config.routes';
import { healthRoutes } from './health.routes';

export interface HealthModuleDeps {
  database: DatabaseHandle;
  map: { tileUrl: string; attribution: string };
}

/** Liveness, readiness and the public settings of this deployment. */
export function createHealthModule(deps: HealthModuleDeps): AppModule {
  return {
    routes: async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(appConfigRoutes, { map: deps.map });
    },
  };
}
