import type { Database } from '../../db/client';
import { definitionsLookupWith } from './definitions.lookup';
import { definitionsRepository } from './definitions.repository';
import { definitionsService } from './definitions.service';

/** The definitions service for the routes and the lookup that other modules validate with. */
export function createDefinitionsModule(db: Database) {
  const repo = definitionsRepository(db);
  const lookup = definitionsLookupWith(repo);
  return { lookup, service: definitionsService({ repo, lookup }) };
}
export type DefinitionsModule = ReturnType<typeof createDefinitionsModule>;
