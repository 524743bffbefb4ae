import { and, asc, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import { calendarHolds } from '../../db/schema/bookings';
import { definitionItems } from '../../db/schema/definitions';
import { properties, propertyPhotos, propertyRooms } from '../../db/schema/listings';
import { propertyUnitsColumn } from '../bookings/bookings.lookup';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const city = alias(definitionItems, 'city');

/** The main photo of the property, else its first. */
const coverKey = sql<string | null>`(select photo.storage_key from property_photos photo
  where photo.property_id = "properties"."id"
  order by photo.is_main desc, photo.position limit 1)`;

const cardColumns = {
  id: properties.id,
  name: properties.name,
  sleep: properties.sleep,
  timeZone: properties.timeZone,
  cityAr: city.nameAr,
  cityEn: city.nameEn,
  coverKey,
};
export type SiteCardRow = {
  id: string;
  name: string | null;
  sleep: number | null;
  timeZone: string;
  cityAr: string;
  cityEn: string;
  coverKey: string | null;
};

/** Only what the owner published is on their site; every query here is scoped so. */
const published = (ownerId: string | Placeholder) =>
  and(eq(properties.ownerId, ownerId), eq(properties.status, 'published'));

/** The query of `property`, for an owner and a property given when it runs. */
function propertyPageQuery(db: Database) {
  return db
    .select({
      ...cardColumns,
      countryCode: properties.countryCode,
      latitude: properties.latitude,
      longitude: properties.longitude,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      amenityIds: properties.amenityIds,
      completedSections: properties.completedSections,
      units: propertyUnitsColumn,
      descriptionAr: properties.descriptionAr,
      descriptionEn: properties.descriptionEn,
      photos: sql<Array<{ storageKey: string; description: string }>>`coalesce((
        select json_agg(json_build_object('storageKey', ${propertyPhotos.storageKey},
            'description', ${propertyPhotos.description})
          order by ${propertyPhotos.isMain} desc, ${propertyPhotos.position})
        from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id}
      ), '[]'::json)`,
      rooms: sql<Array<{ compositionId: number; amenityIds: number[] }>>`coalesce((
        select json_agg(json_build_object('compositionId', ${propertyRooms.compositionId},
            'amenityIds', ${propertyRooms.amenityIds})
          order by ${propertyRooms.position})
        from ${propertyRooms} where ${propertyRooms.propertyId} = ${properties.id}
      ), '[]'::json)`,
      names: sql<Array<{ id: number; ar: string; en: string }>>`coalesce((
        select json_agg(json_build_object('id', ${definitionItems.id},
            'ar', ${definitionItems.nameAr}, 'en', ${definitionItems.nameEn}))
        from ${definitionItems}
        where ${definitionItems.id} = any(${properties.amenityIds})
          or ${definitionItems.id} in (
            select ${propertyRooms.compositionId} from ${propertyRooms}
            where ${propertyRooms.propertyId} = ${properties.id}
            union all
            select unnest(${propertyRooms.amenityIds}) from ${propertyRooms}
            where ${propertyRooms.propertyId} = ${properties.id})
      ), '[]'::json)`,
    })
    .from(properties)
    .innerJoin(city, eq(city.id, properties.cityId))
    .where(
      and(published(sql.placeholder('ownerId')), eq(properties.id, sql.placeholder('propertyId'))),
    )
    .limit(1);
}

/**
 * The site's reads of listings and the calendar: the published properties of one
 * owner, and which units hold nights. Nothing of a guest or a booking is read here.
 */
export function siteRepository(db: Database) {
  // Every property page of every site reads it: built once and prepared by name on each
  // PostgreSQL connection.
  let prepared: ReturnType<ReturnType<typeof propertyPageQuery>['prepare']> | undefined;
  const propertyPage = () => (prepared ??= propertyPageQuery(db).prepare('site_property_page'));
  return {
    /** The owner's published properties, newest published first, with city and cover photo. */
    async cards(ownerId: string, guests?: number): Promise<SiteCardRow[]> {
      return db
        .select(cardColumns)
        .from(properties)
        .innerJoin(city, eq(city.id, properties.cityId))
        .where(
          and(
            published(ownerId),
            guests === undefined ? undefined : sql`${properties.sleep} >= ${guests}`,
          ),
        )
        .orderBy(desc(properties.publishedAt), asc(properties.id));
    },

    /**
     * One published property of the owner with its photos (main first), rooms and the names
     * of its and its rooms' amenities and compositions, in one query; undefined for any other
     * id (or not an id).
     */
    async property(ownerId: string, propertyId: string) {
      if (!UUID.test(propertyId)) return undefined;
      const [row] = await propertyPage().execute({ ownerId, propertyId });
      return row;
    },

    /** The ids among `ids` that are the owner's published properties (menu targets). */
    async publishedIds(ownerId: string, ids: string[]): Promise<Set<string>> {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return new Set();
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(published(ownerId), inArray(properties.id, valid)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * The units of each property that hold any night of [from, to) (bookings or blocks), in
     * one query for all the properties.
     */
    async busyUnits(
      propertyIds: string[],
      from: IsoDate,
      to: IsoDate,
    ): Promise<Map<string, number[]>> {
      const busy = new Map<string, number[]>();
      if (propertyIds.length === 0) return busy;
      const rows = await db
        .selectDistinct({ propertyId: calendarHolds.propertyId, unitNo: calendarHolds.unitNo })
        .from(calendarHolds)
        .where(
          and(
            inArray(calendarHolds.propertyId, propertyIds),
            sql`${calendarHolds.nights} && daterange(${from}::date, ${to}::date, '[)')`,
          ),
        );
      for (const row of rows)
        busy.set(row.propertyId, [...(busy.get(row.propertyId) ?? []), row.unitNo]);
      return busy;
    },
  };
}
export type SiteRepository = ReturnType<typeof siteRepository>;
