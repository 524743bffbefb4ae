import { AppError, fieldIssue, type FieldIssue } from '@nuzul/shared/errors';
import { addMonths, compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import {
  SEASONS_MAX,
  seasonGuestsIssue,
  type Season,
  type SeasonValues,
} from '@nuzul/shared/terms';
import type { Clock } from '../../platform/clock';
import { sqlState } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import type { PropertyAccess, PropertyFacts } from '../listings/property.access';
import { toSeason } from './terms.mapper';
import type { SeasonRow, TermsQueries, TermsRepository } from './terms.repository';
import { horizonFrom, lockedFacts, refuseAny } from './terms.service';

export interface SeasonsDeps {
  repo: TermsRepository;
  properties: Pick<PropertyAccess, 'assertOwnedProperty' | 'completeSection' | 'factsOf'>;
  clock: Clock;
}

/**
 * What a season must meet beyond the shared schema, where the property is known: guests
 * strictly below its max guests (so the Specifications step comes first), and an end day
 * from the property's today to three years ahead. A season already past cannot be created,
 * nor an edit leave one past.
 */
function seasonIssues(season: SeasonValues, facts: PropertyFacts, today: IsoDate): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const guests =
    facts.sleep === null ? 'specificationsFirst' : seasonGuestsIssue(season.guests, facts.sleep);
  if (guests) issues.push(fieldIssue('body.guests', guests));
  if (compareDates(season.dateTo, today) < 0) issues.push(fieldIssue('body.dateTo', 'pastDate'));
  else if (compareDates(season.dateTo, horizonFrom(today)) > 0) {
    issues.push(fieldIssue('body.dateTo', 'dateTooFar'));
  }
  return issues;
}

/** The exclusion constraint is the one judge of overlap: it sees racing saves too. */
function overlapAsConflict(error: unknown): never {
  if (sqlState(error) === '23P01')
    throw new AppError('SEASON_OVERLAP', undefined, undefined, error);
  throw error;
}

const notFound = () => new AppError('NOT_FOUND');

/**
 * Seasons, saved one at a time so that the database refuses an overlap (409 SEASON_OVERLAP)
 * whoever saves the other season and whenever. Each write runs under the property's lock,
 * which also keeps the count of seasons honest.
 */
export function seasonsService(deps: SeasonsDeps) {
  const { repo, properties, clock } = deps;

  /** Checks the season against the locked property and adds it (the section is then done). */
  async function add(tx: TermsQueries, propertyId: string, season: SeasonValues) {
    const facts = await lockedFacts(properties, tx, propertyId);
    refuseAny(seasonIssues(season, facts, todayIn(facts.timeZone, clock())));
    if ((await tx.countSeasons(propertyId)) >= SEASONS_MAX) {
      refuseAny([fieldIssue('body', 'tooLarge')]);
    }
    const row = await tx.insertSeason(propertyId, season);
    await properties.completeSection(tx.handle, propertyId, 'seasons');
    return row;
  }

  /** Runs `work` on the locked property; an overlap anywhere in it is SEASON_OVERLAP. */
  async function locked(
    actor: Actor,
    propertyId: string,
    work: (tx: TermsQueries) => Promise<SeasonRow>,
  ): Promise<Season> {
    const row = await repo
      .transaction(async (tx) => {
        await properties.assertOwnedProperty(actor, propertyId, { lock: true, tx: tx.handle });
        return work(tx);
      })
      .catch(overlapAsConflict);
    return toSeason(row);
  }

  return {
    create: (actor: Actor, propertyId: string, season: SeasonValues) =>
      locked(actor, propertyId, (tx) => add(tx, propertyId, season)),

    update: (actor: Actor, propertyId: string, seasonId: string, season: SeasonValues) =>
      locked(actor, propertyId, async (tx) => {
        if (!(await tx.findSeason(propertyId, seasonId))) throw notFound();
        const facts = await lockedFacts(properties, tx, propertyId);
        refuseAny(seasonIssues(season, facts, todayIn(facts.timeZone, clock())));
        const row = await tx.updateSeason(propertyId, seasonId, season);
        if (!row) throw notFound();
        return row;
      }),

    async remove(actor: Actor, propertyId: string, seasonId: string): Promise<void> {
      await repo.transaction(async (tx) => {
        await properties.assertOwnedProperty(actor, propertyId, { lock: true, tx: tx.handle });
        if (!(await tx.deleteSeason(propertyId, seasonId))) throw notFound();
      });
    },

    /**
     * The same season a year later: same name, prices, guests and stays, each date moved by
     * twelve months (29 February becomes 28 February). It must meet the rules of a new season.
     */
    copyToNextYear: (actor: Actor, propertyId: string, seasonId: string) =>
      locked(actor, propertyId, async (tx) => {
        const source = await tx.findSeason(propertyId, seasonId);
        if (!source) throw notFound();
        return add(tx, propertyId, {
          seasonName: source.seasonName,
          dailyPrice: source.dailyPrice,
          extraGuestPrice: source.extraGuestPrice,
          guests: source.guests,
          minStay: source.minStay,
          maxStay: source.maxStay,
          dateFrom: addMonths(source.dateFrom, 12),
          dateTo: addMonths(source.dateTo, 12),
        });
      }),
  };
}
export type SeasonsService = ReturnType<typeof seasonsService>;
