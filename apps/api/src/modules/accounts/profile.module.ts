import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { AppModule } from '../module';
import type { AccountsRepository } from './accounts.repository';
import { pictureMediaRoutes, profileRoutes } from './profile.routes';
import { profileService } from './profile.service';

export interface ProfileModuleDeps {
  repo: AccountsRepository;
  definitions: DefinitionsLookup;
  storage: Storage;
  limiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The profile (requirements-next §12): built after the definitions (regions, cities,
 * countries) and beside the photos (the same storage), on the accounts' repository.
 */
export function createProfileModule(deps: ProfileModuleDeps): AppModule {
  const profile = profileService({
    ...deps,
    onCleanupError: (err, pictureKey) =>
      deps.log.warn({ err, pictureKey }, 'stored profile picture not deleted'),
  });
  return {
    routes: async (api) => {
      await api.register(profileRoutes, { profile });
    },
    rootRoutes: async (app) => {
      await app.register(pictureMediaRoutes, { open: profile.openPicture });
    },
  };
}
