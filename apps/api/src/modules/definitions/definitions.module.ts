import type { Database } from '../../db/client';
import { definitionsLookupWith } from './definitions.lookup';
import { definitionsRepository } from './definitions.repository';
import { definitionsService } from './definitions.service';

export interface DefinitionsModuleDeps {
  db: Database;
  /** Whether any listing refers to an entry: the listings module's answer. */
  inUse(id: number): Promise<boolean>;
}

/** The definitions service for the routes and the lookup that other modules validate with. */
export function createDefinitionsModule(deps: DefinitionsModuleDeps) {
  const repo = definitionsRepository(deps.db);
  const lookup = definitionsLookupWith(repo);
  return { lookup, service: definitionsService({ repo, lookup, inUse: deps.inUse }) };
}
export type DefinitionsModule = ReturnType<typeof createDefinitionsModule>;
