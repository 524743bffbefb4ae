import { AppError } from '@nuzul/shared/errors';
import type { BookingSettings } from '@nuzul/shared/terms';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PropertyAccess } from '../listings/property.access';
import { toBookingSettings } from './terms.mapper';
import { termsRepository, type TermsQueries } from './terms.repository';

/** What other modules ask of a property's terms and prices; no ownership check here. */
export interface TermsLookup {
  /** The eight sections as saved (404 NOT_FOUND for a property that does not exist). */
  settingsOf(propertyId: string): Promise<BookingSettings>;
  /** Whether a charge profile names the fee type or a property accepts the payment method. */
  definitionInUse(id: number): Promise<boolean>;
}

export interface TermsLookupDeps {
  db: Database;
  properties: Pick<PropertyAccess, 'factsOf'>;
  clock: Clock;
}

/** The settings of a property, read with `repo` (a transaction's, or the database's). */
export async function readSettings(
  repo: TermsQueries,
  properties: Pick<PropertyAccess, 'factsOf'>,
  propertyId: string,
): Promise<BookingSettings> {
  const [facts, rows] = await Promise.all([
    properties.factsOf(propertyId, { tx: repo.handle }),
    repo.sectionRows(propertyId),
  ]);
  if (!facts) throw new AppError('NOT_FOUND');
  return toBookingSettings(propertyId, facts, rows);
}

export function termsLookup(deps: TermsLookupDeps): TermsLookup {
  const repo = termsRepository(deps.db);
  const { properties } = deps;

  return {
    settingsOf: (propertyId) => readSettings(repo, properties, propertyId),

    definitionInUse: (id) => repo.definitionInUse(id),
  };
}
