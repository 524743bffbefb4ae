import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { BookingInput } from '@nuzul/shared/bookings';
import type { Database } from '../../db/client';
import { buildings, buildingUnitTypes, photoUploads } from '../../db/schema/index';
import { insertProperty } from '../../test/listing-fixtures';
import { seeded, specifications } from '../listings/listings.fixtures';

/**
 * Tests of bookings stand at the test clock's 2026-11-22 09:00 UTC (12:00 in Riyadh): stays
 * from December 2026 are ahead.
 */
export const guest = {
  firstName: 'Sara',
  lastName: 'Alharbi',
  nationality: 'SA',
  passportNumber: 'A1234567',
  address: 'King Fahd Road 12',
  postalCode: '12211',
  country: 'SA',
  language: 'ar',
  email: 'sara@example.sa',
  skype: null,
  phone: '+966501234567',
  mobile: '0501234567',
  fax: null,
};

export function bookingBody(
  propertyId: string,
  stay: { dateFrom: string; dateTo: string },
  overrides: Partial<BookingInput> = {},
): BookingInput {
  return {
    status: 'confirmed',
    propertyId,
    ...stay,
    guests: 2,
    guestPrice: 120_000,
    alreadyPaid: 20_000,
    priceToYou: 100_000,
    comment: null,
    guest,
    ...overrides,
  };
}

/**
 * A property with its specifications (max guests 4), inserted directly. With `units` above
 * 1 it is a multi-unit property of a building whose unit types add up to that many.
 */
export async function insertBookableProperty(
  db: Database,
  ownerId: string,
  options: {
    units?: number;
    name?: string;
    address?: string;
    timeZone?: string;
    cityId?: number;
  } = {},
) {
  let buildingId: string | null = null;
  const units = options.units ?? 1;
  if (units > 1) {
    const key = `test-${ownerId}-${Math.random().toString(36).slice(2)}`;
    await db.insert(photoUploads).values({ key, ownerId });
    const [building] = await db
      .insert(buildings)
      .values({ ownerId, name: 'برج العليا', propertyTypeId: seeded.apartment, photoKey: key })
      .returning();
    buildingId = building!.id;
    await db.insert(buildingUnitTypes).values([
      { buildingId, name: 'Studio', quantity: units - 1, position: 0 },
      { buildingId, name: 'Suite', quantity: 1, position: 1 },
    ]);
  }
  return insertProperty(db, ownerId, {
    ...specifications,
    name: options.name ?? specifications.name,
    multiUnit: units > 1,
    buildingId,
    address: options.address ?? 'King Fahd Road',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    ...(options.cityId ? { cityId: options.cityId } : {}),
    completedSections: ['location', 'specifications'],
  });
}

export function bookingsApi(app: FastifyInstance, token: string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload: object) => call('PUT', url, payload),
  };
}

/**
 * Copies each committed domain event into a table of the test's own, since the outbox
 * dispatcher moves events on (and deletes them) as soon as they are committed. A rolled-back
 * change leaves no copy either.
 */
export async function keepRecordedEvents(db: Database): Promise<void> {
  await db.execute(
    sql`create table test_recorded_events (id serial, type text, aggregate text, payload jsonb)`,
  );
  await db.execute(sql`create function test_keep_event() returns trigger language plpgsql as $$
    begin
      insert into test_recorded_events (type, aggregate, payload)
        values (new.type, new.aggregate, new.payload);
      return new;
    end $$`);
  await db.execute(sql`create trigger test_keep_event after insert on domain_events
    for each row execute function test_keep_event()`);
}

/** The events recorded about a property, oldest first. */
export async function recordedEvents(db: Database, propertyId: string) {
  const result = await db.execute(
    sql`select type, payload from test_recorded_events
      where aggregate = ${`property:${propertyId}`} order by id`,
  );
  return (result as unknown as { rows: Array<{ type: string; payload: unknown }> }).rows;
}
