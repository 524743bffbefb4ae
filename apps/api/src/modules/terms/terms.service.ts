import { AppError, fieldIssue, validationFailed, type FieldIssue } from '@nuzul/shared/errors';
import { addMonths, compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import {
  BOOKING_HORIZON_YEARS,
  type ArrivalInfo,
  type AvailabilityDefaults,
  type BookingSection,
  type BookingSettings,
  type ChargeProfile,
  type CheckInOut,
} from '@nuzul/shared/terms';
import type { Clock } from '../../platform/clock';
import { scopeOf, type Actor } from '../../platform/policy';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { PropertyAccess, PropertyFacts } from '../listings/property.access';
import { readSettings } from './terms.lookup';
import type {
  CancellationPolicies,
  PaymentMethods,
  TermsEntries,
  TermsQueries,
  TermsRepository,
} from './terms.repository';

export interface TermsDeps {
  repo: TermsRepository;
  /** Whose property it is, its facts (sleep, time zone), and the sections it completed. */
  properties: Pick<PropertyAccess, 'assertOwnedProperty' | 'completeSection' | 'factsOf'>;
  /** Which fee types and payment methods the owner may choose. */
  definitions: Pick<DefinitionsLookup, 'knownIds'>;
  clock: Clock;
}

/** The last day a season or the bookable window may reach from `day`. */
export const horizonFrom = (day: IsoDate): IsoDate => addMonths(day, BOOKING_HORIZON_YEARS * 12);

/** The property's facts inside the transaction that checked and locked it. */
export async function lockedFacts(
  properties: Pick<PropertyAccess, 'factsOf'>,
  tx: TermsQueries,
  propertyId: string,
): Promise<PropertyFacts> {
  const facts = await properties.factsOf(propertyId, { tx: tx.handle });
  if (!facts) throw new AppError('NOT_FOUND');
  return facts;
}

export function refuseAny(issues: FieldIssue[]): void {
  if (issues.length > 0) throw validationFailed(issues);
}

/** `unknownDefinition` at `<list>.<index>.<field>` for each id that the owner may not use. */
function unknownIds(ids: number[], known: Set<number>, path: (index: number) => string) {
  return ids.flatMap((id, index) =>
    known.has(id) ? [] : [fieldIssue(path(index), 'unknownDefinition')],
  );
}

/**
 * The Property Booking step's sections other than the seasons. Each save checks the shared
 * schema's request (in the route), then what only the server knows (the owner's definitions,
 * the property's today), and replaces the section in one transaction under the property's
 * lock: a refused save changes nothing.
 */
export function termsService(deps: TermsDeps) {
  const { repo, properties, definitions, clock } = deps;

  async function saveSection(
    actor: Actor,
    propertyId: string,
    section: BookingSection,
    write: (tx: TermsQueries) => Promise<void>,
  ): Promise<BookingSettings> {
    await repo.transaction(async (tx) => {
      await properties.assertOwnedProperty(actor, propertyId, { lock: true, tx: tx.handle });
      await write(tx);
      await properties.completeSection(tx.handle, propertyId, section);
    });
    return readSettings(repo, properties, propertyId);
  }

  return {
    async settings(actor: Actor, propertyId: string): Promise<BookingSettings> {
      await properties.assertOwnedProperty(actor, propertyId);
      return readSettings(repo, properties, propertyId);
    },

    async saveChargeProfile(actor: Actor, propertyId: string, input: ChargeProfile) {
      const typeIds = input.fees.map((fee) => fee.typeId);
      // Asked before the transaction: definitions are another module's, on their own queries.
      const known = await definitions.knownIds(scopeOf(actor, 'listings:manage'), 'fee_type', [
        ...typeIds,
      ]);
      return saveSection(actor, propertyId, 'chargeProfile', async (tx) => {
        refuseAny(unknownIds(typeIds, known, (index) => `body.fees.${index}.typeId`));
        await tx.replaceChargeProfile(propertyId, input);
      });
    },

    saveCheckInOut: (actor: Actor, propertyId: string, input: CheckInOut) =>
      saveSection(actor, propertyId, 'checkInOut', (tx) => tx.replaceCheckInOut(propertyId, input)),

    /**
     * The bookable window opens today or later, as the property's time zone sees today; a
     * window saved earlier may keep the opening day it had, so that the defaults can be
     * edited once that day has passed. It closes at most three years after it opens.
     */
    saveAvailability: (actor: Actor, propertyId: string, input: AvailabilityDefaults) =>
      saveSection(actor, propertyId, 'availability', async (tx) => {
        const facts = await lockedFacts(properties, tx, propertyId);
        const today = todayIn(facts.timeZone, clock());
        const stored = await tx.availabilityOf(propertyId);
        const issues: FieldIssue[] = [];
        if (compareDates(input.openFrom, today) < 0 && input.openFrom !== stored?.openFrom) {
          issues.push(fieldIssue('body.openFrom', 'pastDate'));
        }
        if (compareDates(input.openUntil, horizonFrom(input.openFrom)) > 0) {
          issues.push(fieldIssue('body.openUntil', 'dateTooFar'));
        }
        refuseAny(issues);
        await tx.replaceAvailability(propertyId, input);
      }),

    saveArrival: (actor: Actor, propertyId: string, input: ArrivalInfo) =>
      saveSection(actor, propertyId, 'arrival', (tx) => tx.replaceArrival(propertyId, input)),

    async savePaymentMethods(actor: Actor, propertyId: string, input: PaymentMethods) {
      const methodIds = input.methods.map((method) => method.methodId);
      const known = await definitions.knownIds(
        scopeOf(actor, 'listings:manage'),
        'payment_method',
        methodIds,
      );
      return saveSection(actor, propertyId, 'paymentMethods', async (tx) => {
        refuseAny(unknownIds(methodIds, known, (index) => `body.methods.${index}.methodId`));
        await tx.replacePaymentMethods(propertyId, input);
      });
    },

    saveTerms: (actor: Actor, propertyId: string, input: TermsEntries) =>
      saveSection(actor, propertyId, 'terms', (tx) => tx.replaceTerms(propertyId, input)),

    saveCancellation: (actor: Actor, propertyId: string, input: CancellationPolicies) =>
      saveSection(actor, propertyId, 'cancellation', (tx) =>
        tx.replaceCancellation(propertyId, input),
      ),
  };
}
export type TermsService = ReturnType<typeof termsService>;
