import type { Database } from '../../db/client';
import type { AppModule } from '../module';
import { definitionsLookupWith } from './definitions.lookup';
import { definitionsRepository } from './definitions.repository';
import { definitionsRoutes } from './definitions.routes';
import { definitionsService } from './definitions.service';

export interface DefinitionsModuleDeps {
  db: Database;
  /** Whether any listing refers to an entry: the listings module's answer. */
  inUse(id: number): Promise<boolean>;
}

/** The definitions routes and the lookup that other modules validate with. */
export function createDefinitionsModule(deps: DefinitionsModuleDeps) {
  const repo = definitionsRepository(deps.db);
  const lookup = definitionsLookupWith(repo);
  const service = definitionsService({ repo, lookup, inUse: deps.inUse });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(definitionsRoutes, { definitions: service });
  };
  return { routes, lookup, service };
}
export type DefinitionsModule = ReturnType<typeof createDefinitionsModule>;
