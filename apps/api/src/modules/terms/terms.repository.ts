import { and, asc, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ArrivalInfo,
  AvailabilityDefaults,
  ChargeProfile,
  CheckInOut,
  SeasonValues,
  cancellationSection,
  paymentMethodsSection,
  termsSection,
} from '@nuzul/shared/terms';
import type { Database } from '../../db/client';
import { decodeRows, jsonRows } from '../../db/json-rows';
import {
  propertyArrival,
  propertyArrivalInstructions,
  propertyAvailability,
  propertyCancellationPolicies,
  propertyChargeProfiles,
  propertyCheckInOut,
  propertyEarlyLateRanges,
  propertyFees,
  propertyPaymentMethods,
  propertySeasons,
  propertyTermsLinks,
} from '../../db/schema/terms';

export type PaymentMethods = z.output<typeof paymentMethodsSection>;
export type TermsEntries = z.output<typeof termsSection>;
export type CancellationPolicies = z.output<typeof cancellationSection>;
export type SeasonRow = typeof propertySeasons.$inferSelect;

/** Every row of a property's terms and prices, as stored, lists in their saved order. */
export interface SectionRows {
  chargeProfile: typeof propertyChargeProfiles.$inferSelect | undefined;
  fees: Array<typeof propertyFees.$inferSelect>;
  checkInOut: typeof propertyCheckInOut.$inferSelect | undefined;
  earlyLateRanges: Array<typeof propertyEarlyLateRanges.$inferSelect>;
  seasons: SeasonRow[];
  availability: typeof propertyAvailability.$inferSelect | undefined;
  arrival: typeof propertyArrival.$inferSelect | undefined;
  arrivalInstructions: Array<typeof propertyArrivalInstructions.$inferSelect>;
  paymentMethods: Array<typeof propertyPaymentMethods.$inferSelect>;
  termsLinks: Array<typeof propertyTermsLinks.$inferSelect>;
  cancellationPolicies: Array<typeof propertyCancellationPolicies.$inferSelect>;
}

/** By property id: the lowest daily price of its current and future seasons; its base price. */
export interface PriceFacts {
  seasonMins: Map<string, number>;
  bases: Map<string, number>;
}

const positioned = <T>(rows: readonly T[], propertyId: string) =>
  rows.map((row, position) => ({ ...row, propertyId, position }));

const sectionTables = {
  chargeProfile: propertyChargeProfiles,
  fees: propertyFees,
  checkInOut: propertyCheckInOut,
  earlyLateRanges: propertyEarlyLateRanges,
  seasons: propertySeasons,
  availability: propertyAvailability,
  arrival: propertyArrival,
  arrivalInstructions: propertyArrivalInstructions,
  paymentMethods: propertyPaymentMethods,
  termsLinks: propertyTermsLinks,
  cancellationPolicies: propertyCancellationPolicies,
};
type SectionTables = typeof sectionTables;

/**
 * Every section of the property as one row of JSON arrays, one per table (see jsonRows), lists
 * in their saved order (empty for a property that does not exist).
 */
function sectionRowsQuery(db: Database, propertyId: string | Placeholder) {
  const of = (table: SectionTables[keyof SectionTables], orderBy?: SQL) =>
    jsonRows(table, sql`${table.propertyId} = target.id`, orderBy);
  return db
    .select({
      chargeProfile: of(propertyChargeProfiles),
      fees: of(propertyFees, sql`${propertyFees.position}`),
      checkInOut: of(propertyCheckInOut),
      earlyLateRanges: of(propertyEarlyLateRanges, sql`${propertyEarlyLateRanges.position}`),
      seasons: of(propertySeasons, sql`${propertySeasons.dateFrom}`),
      availability: of(propertyAvailability),
      arrival: of(propertyArrival),
      arrivalInstructions: of(
        propertyArrivalInstructions,
        sql`${propertyArrivalInstructions.position}`,
      ),
      paymentMethods: of(propertyPaymentMethods, sql`${propertyPaymentMethods.position}`),
      termsLinks: of(propertyTermsLinks, sql`${propertyTermsLinks.position}`),
      cancellationPolicies: of(
        propertyCancellationPolicies,
        sql`${propertyCancellationPolicies.position}`,
      ),
    })
    .from(sql`(select ${propertyId}::uuid as id) as target`);
}

function decodeSections(
  row: Partial<Record<keyof SectionTables, unknown>> | undefined,
): SectionRows {
  const rowsOf = <K extends keyof SectionTables>(key: K) =>
    decodeRows(sectionTables[key], row?.[key] ?? []) as Array<SectionTables[K]['$inferSelect']>;
  return {
    chargeProfile: rowsOf('chargeProfile')[0],
    fees: rowsOf('fees'),
    checkInOut: rowsOf('checkInOut')[0],
    earlyLateRanges: rowsOf('earlyLateRanges'),
    seasons: rowsOf('seasons'),
    availability: rowsOf('availability')[0],
    arrival: rowsOf('arrival')[0],
    arrivalInstructions: rowsOf('arrivalInstructions'),
    paymentMethods: rowsOf('paymentMethods'),
    termsLinks: rowsOf('termsLinks'),
    cancellationPolicies: rowsOf('cancellationPolicies'),
  };
}

/**
 * Terms queries of a property whose ownership the service has checked (listings'
 * PropertyAccess). A section's write replaces the section's rows whole.
 */
function queries(db: Database) {
  const seasonsOf = (propertyId: string): Promise<SeasonRow[]> =>
    db
      .select()
      .from(propertySeasons)
      .where(eq(propertySeasons.propertyId, propertyId))
      .orderBy(asc(propertySeasons.dateFrom));

  return {
    /** The database or transaction these queries run on, for other modules to join it. */
    handle: db,

    /** All of a property's sections in one query (see jsonRows). */
    async sectionRows(propertyId: string): Promise<SectionRows> {
      return decodeSections((await sectionRowsQuery(db, propertyId))[0]);
    },

    async replaceChargeProfile(propertyId: string, profile: ChargeProfile): Promise<void> {
      const { downPayment, securityDeposit } = profile;
      const values = {
        downPaymentType: downPayment.type,
        downPaymentPercentage: downPayment.percentage ?? null,
        downPaymentAmount: downPayment.amount ?? null,
        securityDepositType: securityDeposit.type,
        securityDepositPercentage: securityDeposit.percentage ?? null,
        securityDepositAmount: securityDeposit.amount ?? null,
        updatedAt: sql`now()`,
      };
      await db
        .insert(propertyChargeProfiles)
        .values({ propertyId, ...values })
        .onConflictDoUpdate({ target: propertyChargeProfiles.propertyId, set: values });
      await db.delete(propertyFees).where(eq(propertyFees.propertyId, propertyId));
      await db.insert(propertyFees).values(
        positioned(
          profile.fees.map((fee) => ({
            kind: fee.kind,
            typeId: fee.typeId,
            discriminator: fee.discriminator,
            value: fee.value ?? null,
            percentage: fee.percentage ?? null,
            collectionTime: fee.collectionTime,
            optional: fee.optional,
          })),
          propertyId,
        ),
      );
    },

    async replaceCheckInOut(propertyId: string, section: CheckInOut): Promise<void> {
      const values = {
        checkInLocation: section.checkInLocation,
        checkInFrom: section.checkInFrom,
        checkInTo: section.checkInTo,
        checkOutTime: section.checkOutTime,
        updatedAt: sql`now()`,
      };
      await db
        .insert(propertyCheckInOut)
        .values({ propertyId, ...values })
        .onConflictDoUpdate({ target: propertyCheckInOut.propertyId, set: values });
      await db
        .delete(propertyEarlyLateRanges)
        .where(eq(propertyEarlyLateRanges.propertyId, propertyId));
      await db.insert(propertyEarlyLateRanges).values(
        positioned(
          section.earlyLateRanges.map((range) => ({
            feeType: range.feeType,
            fromTime: range.from,
            toTime: range.to,
            cost: range.cost,
          })),
          propertyId,
        ),
      );
    },

    async availabilityOf(propertyId: string) {
      const [row] = await db
        .select()
        .from(propertyAvailability)
        .where(eq(propertyAvailability.propertyId, propertyId));
      return row;
    },

    async replaceAvailability(propertyId: string, section: AvailabilityDefaults): Promise<void> {
      const values = { ...section, updatedAt: sql`now()` };
      await db
        .insert(propertyAvailability)
        .values({ propertyId, ...values })
        .onConflictDoUpdate({ target: propertyAvailability.propertyId, set: values });
    },

    async replaceArrival(propertyId: string, section: ArrivalInfo): Promise<void> {
      const values = {
        landlordName: section.landlordName,
        landlordEmail: section.landlordEmail,
        landlordContact: section.landlordContact,
        arrivalContactHours: section.arrivalContactHours,
        updatedAt: sql`now()`,
      };
      await db
        .insert(propertyArrival)
        .values({ propertyId, ...values })
        .onConflictDoUpdate({ target: propertyArrival.propertyId, set: values });
      await db
        .delete(propertyArrivalInstructions)
        .where(eq(propertyArrivalInstructions.propertyId, propertyId));
      await db
        .insert(propertyArrivalInstructions)
        .values(positioned(section.arrivalInstructions, propertyId));
    },

    async replacePaymentMethods(propertyId: string, section: PaymentMethods): Promise<void> {
      await db
        .delete(propertyPaymentMethods)
        .where(eq(propertyPaymentMethods.propertyId, propertyId));
      await db.insert(propertyPaymentMethods).values(positioned(section.methods, propertyId));
    },

    async replaceTerms(propertyId: string, section: TermsEntries): Promise<void> {
      await db.delete(propertyTermsLinks).where(eq(propertyTermsLinks.propertyId, propertyId));
      await db.insert(propertyTermsLinks).values(positioned(section.terms, propertyId));
    },

    async replaceCancellation(propertyId: string, section: CancellationPolicies): Promise<void> {
      await db
        .delete(propertyCancellationPolicies)
        .where(eq(propertyCancellationPolicies.propertyId, propertyId));
      await db
        .insert(propertyCancellationPolicies)
        .values(positioned(section.policies, propertyId));
    },

    // ------------------------------------------------------------ Seasons

    seasonsOf,

    async findSeason(propertyId: string, seasonId: string): Promise<SeasonRow | undefined> {
      const [row] = await db
        .select()
        .from(propertySeasons)
        .where(and(eq(propertySeasons.propertyId, propertyId), eq(propertySeasons.id, seasonId)));
      return row;
    },

    async countSeasons(propertyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(propertySeasons)
        .where(eq(propertySeasons.propertyId, propertyId));
      return row?.n ?? 0;
    },

    /** Throws SQLSTATE 23P01 when the season shares a day with another of the property. */
    async insertSeason(propertyId: string, season: SeasonValues): Promise<SeasonRow> {
      const [row] = await db
        .insert(propertySeasons)
        .values({ ...season, propertyId })
        .returning();
      return row!;
    },

    /** Undefined when the property has no such season; 23P01 as for inserts. */
    async updateSeason(
      propertyId: string,
      seasonId: string,
      season: SeasonValues,
    ): Promise<SeasonRow | undefined> {
      const [row] = await db
        .update(propertySeasons)
        .set({ ...season, updatedAt: sql`now()` })
        .where(and(eq(propertySeasons.propertyId, propertyId), eq(propertySeasons.id, seasonId)))
        .returning();
      return row;
    },

    async deleteSeason(propertyId: string, seasonId: string): Promise<boolean> {
      const deleted = await db
        .delete(propertySeasons)
        .where(and(eq(propertySeasons.propertyId, propertyId), eq(propertySeasons.id, seasonId)))
        .returning({ id: propertySeasons.id });
      return deleted.length > 0;
    },

    // ------------------------------------------------------------ Other modules' questions

    /**
     * The lowest daily price among each property's seasons that end on or after that
     * property's today, and each property's base price.
     */
    async priceFacts(todays: ReadonlyMap<string, string>): Promise<PriceFacts> {
      const ids = [...todays.keys()];
      if (ids.length === 0) return { seasonMins: new Map(), bases: new Map() };
      const pairs = sql.join(
        [...todays].map(([id, today]) => sql`(${id}::uuid, ${today}::date)`),
        sql`, `,
      );
      const [seasonRows, baseRows] = await Promise.all([
        db
          .select({
            propertyId: propertySeasons.propertyId,
            price: sql<number>`min(${propertySeasons.dailyPrice})`.mapWith(Number),
          })
          .from(propertySeasons)
          .innerJoin(
            sql`(values ${pairs}) as todays(property_id, today)`,
            sql`todays.property_id = ${propertySeasons.propertyId} and ${propertySeasons.dateTo} >= todays.today`,
          )
          .groupBy(propertySeasons.propertyId),
        db
          .select({
            propertyId: propertyAvailability.propertyId,
            price: propertyAvailability.basePrice,
          })
          .from(propertyAvailability)
          .where(inArray(propertyAvailability.propertyId, ids)),
      ]);
      return {
        seasonMins: new Map(seasonRows.map((row) => [row.propertyId, row.price])),
        bases: new Map(baseRows.map((row) => [row.propertyId, row.price])),
      };
    },

    /** Whether a charge profile names the fee type or a property accepts the method. */
    async definitionInUse(id: number): Promise<boolean> {
      const result = await db.execute(sql`select
        exists (select 1 from ${propertyFees} where ${propertyFees.typeId} = ${id})
        or exists (select 1 from ${propertyPaymentMethods} where ${propertyPaymentMethods.methodId} = ${id})
        as used`);
      // Both drivers answer raw queries with { rows }; the shared Database type cannot say so.
      const { rows } = result as unknown as { rows: Array<{ used: boolean }> };
      return rows[0]?.used === true;
    },
  };
}

export type TermsQueries = ReturnType<typeof queries>;
export type TermsRepository = TermsQueries & {
  /** Runs the work on one transaction; every query inside must use the repository given. */
  transaction<T>(work: (repo: TermsQueries) => Promise<T>): Promise<T>;
};

export function termsRepository(db: Database): TermsRepository {
  // Every quote, booking and site page reads the sections: built once and prepared by name on
  // each PostgreSQL connection, not built by drizzle and planned by the server each time.
  let prepared: ReturnType<ReturnType<typeof sectionRowsQuery>['prepare']> | undefined;
  const sectionRows = () =>
    (prepared ??= sectionRowsQuery(db, sql.placeholder('propertyId')).prepare(
      'terms_section_rows',
    ));
  return {
    ...queries(db),
    sectionRows: async (propertyId) =>
      decodeSections((await sectionRows().execute({ propertyId }))[0]),
    transaction: (work) => db.transaction((tx) => work(queries(tx as unknown as Database))),
  };
}
