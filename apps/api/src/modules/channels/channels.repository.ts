import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Channel, ConnectionFilter, SyncLogsFilter, SyncStatus } from '@nuzul/shared/channels';
import type { IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import { channelConflicts, channelConnections, syncLogs } from '../../db/schema/channels';

export type ConnectionRow = typeof channelConnections.$inferSelect;
export type NewConnectionRow = typeof channelConnections.$inferInsert;
export type ConflictRow = typeof channelConflicts.$inferSelect;
export type NewSyncLog = typeof syncLogs.$inferInsert;

/** Both drivers answer raw queries with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const nightsOf = (from: IsoDate, to: IsoDate) => sql`daterange(${from}::date, ${to}::date, '[)')`;

/** A property as the channels page lists it. */
export interface ChannelPropertyRow {
  id: string;
  name: string | null;
  internalName: string | null;
  buildingId: string | null;
  buildingName: string | null;
  status: string;
  units: number;
}

/** What an import made earlier for a connection, by the event's UID. */
export interface ImportedRow {
  uid: string;
  kind: 'booking' | 'block';
  /** The booking's id, or the block's hold id. */
  id: string;
  unitNo: number;
  dateFrom: IsoDate;
  dateTo: IsoDate;
}

/** A hold already on the unit that an imported event would overlap. */
export interface BlockingHold {
  holdId: string;
  kind: 'booking' | 'block';
  bookingId: string | null;
}

export interface ExportRow {
  kind: 'booking' | 'block';
  id: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  stamp: Date | string;
}

/** A multi-unit property of a building has the building's unit types' units; others one. */
const unitsOf = sql`case when p.multi_unit and p.building_id is not null
  then greatest(1, coalesce((select sum(unit.quantity)::int from building_unit_types unit
    where unit.building_id = p.building_id), 1))
  else 1 end`;

export function channelsRepository(db: Database) {
  return {
    handle: db,

    async properties(ownerId: string): Promise<ChannelPropertyRow[]> {
      const rows = rowsOf<ChannelPropertyRow & { units: unknown }>(
        await db.execute(sql`select p.id, p.name, p.internal_name as "internalName",
            p.building_id as "buildingId", b.name as "buildingName", p.status,
            ${unitsOf} as units
          from properties p left join buildings b on b.id = p.building_id
          where p.owner_id = ${ownerId}
          order by p.created_at, p.id`),
      );
      return rows.map((row) => ({ ...row, units: Number(row.units) }));
    },

    async connectionsOf(ownerId: string): Promise<ConnectionRow[]> {
      return db
        .select()
        .from(channelConnections)
        .where(eq(channelConnections.ownerId, ownerId))
        .orderBy(asc(channelConnections.createdAt), asc(channelConnections.id));
    },

    /** The owner's connection (another owner's is undefined); `lock` takes its row. */
    async find(
      ownerId: string | null,
      id: string,
      lock = false,
    ): Promise<ConnectionRow | undefined> {
      const query = db
        .select()
        .from(channelConnections)
        .where(
          and(
            eq(channelConnections.id, id),
            ownerId === null ? undefined : eq(channelConnections.ownerId, ownerId),
          ),
        );
      const [row] = lock ? await query.for('update') : await query.limit(1);
      return row;
    },

    async findByTokenHash(hash: string): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(channelConnections)
        .where(eq(channelConnections.exportTokenHash, hash))
        .limit(1);
      return row;
    },

    async insert(values: NewConnectionRow): Promise<ConnectionRow> {
      const [row] = await db.insert(channelConnections).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewConnectionRow>): Promise<ConnectionRow> {
      const [row] = await db
        .update(channelConnections)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(channelConnections.id, id))
        .returning();
      return row!;
    },

    async remove(ownerId: string, id: string): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .delete(channelConnections)
        .where(and(eq(channelConnections.id, id), eq(channelConnections.ownerId, ownerId)))
        .returning();
      return row;
    },

    /**
     * Takes up to `limit` enabled connections with a feed whose time has come, and moves
     * each one's next time on by the period: two processes never take the same one.
     */
    async claimDue(now: Date, nextAt: Date, limit: number): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update channel_connections set next_sync_at = ${nextAt.toISOString()}
          where id in (select id from channel_connections
            where enabled and import_url is not null and next_sync_at <= ${now.toISOString()}
            order by next_sync_at limit ${limit} for update skip locked)
          returning id`),
      );
      return rows.map((row) => row.id);
    },

    async imported(connectionId: string): Promise<ImportedRow[]> {
      return rowsOf<ImportedRow>(
        await db.execute(sql`
          select b.external_uid as uid, 'booking' as kind, b.id, b.unit_no as "unitNo",
            b.date_from::text as "dateFrom", b.date_to::text as "dateTo"
          from bookings b
          where b.channel_connection_id = ${connectionId} and b.status <> 'cancelled'
          union all
          select h.external_uid, 'block', h.id, h.unit_no, lower(h.nights)::text,
            upper(h.nights)::text
          from calendar_holds h
          where h.channel_connection_id = ${connectionId} and h.kind = 'block'`),
      );
    },

    /** The first hold of the unit on a night of [from, to), other than `except` (a hold id). */
    async blockingHold(
      propertyId: string,
      unitNo: number,
      from: IsoDate,
      to: IsoDate,
      except: string | null,
    ): Promise<BlockingHold | undefined> {
      const [row] = rowsOf<BlockingHold>(
        await db.execute(sql`select id as "holdId", kind, booking_id as "bookingId"
          from calendar_holds
          where property_id = ${propertyId} and unit_no = ${unitNo}
            and nights && ${nightsOf(from, to)}
            ${except ? sql`and id <> ${except}` : sql``}
          order by lower(nights) limit 1`),
      );
      return row;
    },

    async holdOfBooking(bookingId: string): Promise<string | null> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`select id from calendar_holds where booking_id = ${bookingId}`),
      );
      return row?.id ?? null;
    },

    async insertBooking(values: {
      ownerId: string;
      propertyId: string;
      unitNo: number;
      dateFrom: IsoDate;
      dateTo: IsoDate;
      connectionId: string;
      uid: string;
      sourceId: number;
      guestLabel: string;
      comment: string;
    }): Promise<string> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into bookings (owner_id, property_id, unit_no, status,
            date_from, date_to, guests, guest_price, already_paid, price_to_you, comment,
            booking_source_id, guest_first_name, guest_last_name, guest_address,
            guest_postal_code, guest_country, guest_language, guest_email, guest_phone,
            guest_mobile, channel_connection_id, external_uid)
          values (${values.ownerId}, ${values.propertyId}, ${values.unitNo}, 'confirmed',
            ${values.dateFrom}, ${values.dateTo}, 1, 0, 0, 0, ${values.comment},
            ${values.sourceId}, ${values.guestLabel}, '', '', '', '', '', '', '', '',
            ${values.connectionId}, ${values.uid})
          returning id`),
      );
      const id = row!.id;
      await db.execute(sql`insert into calendar_holds (property_id, unit_no, nights, kind, booking_id)
        values (${values.propertyId}, ${values.unitNo}, ${nightsOf(values.dateFrom, values.dateTo)},
          'booking', ${id})`);
      await db.execute(
        sql`insert into booking_history (booking_id, kind) values (${id}, 'created')`,
      );
      return id;
    },

    async moveBooking(id: string, from: ImportedRow, dateFrom: IsoDate, dateTo: IsoDate) {
      await db.execute(sql`update bookings set date_from = ${dateFrom}, date_to = ${dateTo},
        updated_at = now() where id = ${id}`);
      await db.execute(sql`update calendar_holds set nights = ${nightsOf(dateFrom, dateTo)}
        where booking_id = ${id}`);
      const changes = {
        dateFrom: { from: from.dateFrom, to: dateFrom },
        dateTo: { from: from.dateTo, to: dateTo },
      };
      await db.execute(sql`insert into booking_history (booking_id, kind, changes)
        values (${id}, 'updated', ${JSON.stringify(changes)}::jsonb)`);
    },

    async cancelBooking(id: string, at: Date, reason: string) {
      await db.execute(sql`update bookings set status = 'cancelled', cancelled_at = ${at.toISOString()},
        cancel_reason = ${reason}, updated_at = now() where id = ${id}`);
      await db.execute(sql`delete from calendar_holds where booking_id = ${id}`);
      await db.execute(sql`insert into booking_history (booking_id, kind, changes)
        values (${id}, 'cancelled', ${JSON.stringify({ status: { from: 'confirmed', to: 'cancelled' } })}::jsonb)`);
    },

    async insertBlock(values: {
      propertyId: string;
      unitNo: number;
      dateFrom: IsoDate;
      dateTo: IsoDate;
      connectionId: string;
      uid: string;
      note: string;
    }): Promise<string> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into calendar_holds (property_id, unit_no, nights, kind, note,
            channel_connection_id, external_uid)
          values (${values.propertyId}, ${values.unitNo}, ${nightsOf(values.dateFrom, values.dateTo)},
            'block', ${values.note}, ${values.connectionId}, ${values.uid})
          returning id`),
      );
      return row!.id;
    },

    async moveBlock(holdId: string, dateFrom: IsoDate, dateTo: IsoDate) {
      await db.execute(sql`update calendar_holds set nights = ${nightsOf(dateFrom, dateTo)}
        where id = ${holdId}`);
    },

    async deleteBlock(holdId: string) {
      await db.execute(sql`delete from calendar_holds where id = ${holdId}`);
    },

    /** Records (or refreshes) the connection's conflicts and drops those no longer found. */
    async replaceConflicts(
      connection: ConnectionRow,
      found: Array<{
        uid: string;
        summary: string | null;
        dateFrom: IsoDate;
        dateTo: IsoDate;
        bookingId: string | null;
      }>,
    ): Promise<Set<string>> {
      const before = await db
        .select()
        .from(channelConflicts)
        .where(eq(channelConflicts.connectionId, connection.id));
      const keyOf = (c: { uid: string; dateFrom: string; dateTo: string }) =>
        `${c.uid}|${c.dateFrom}|${c.dateTo}`;
      const known = new Set(before.map((c) => keyOf({ ...c, uid: c.externalUid })));
      const foundUids = new Set(found.map((c) => c.uid));
      const gone = before.filter((c) => !foundUids.has(c.externalUid)).map((c) => c.id);
      if (gone.length > 0)
        await db.delete(channelConflicts).where(inArray(channelConflicts.id, gone));
      const fresh = new Set<string>();
      for (const conflict of found) {
        if (!known.has(keyOf(conflict))) fresh.add(conflict.uid);
        await db
          .insert(channelConflicts)
          .values({
            connectionId: connection.id,
            ownerId: connection.ownerId,
            propertyId: connection.propertyId,
            unitNo: connection.unitNo,
            externalUid: conflict.uid,
            summary: conflict.summary,
            dateFrom: conflict.dateFrom,
            dateTo: conflict.dateTo,
            conflictingBookingId: conflict.bookingId,
          })
          .onConflictDoUpdate({
            target: [channelConflicts.connectionId, channelConflicts.externalUid],
            set: {
              summary: conflict.summary,
              dateFrom: conflict.dateFrom,
              dateTo: conflict.dateTo,
              conflictingBookingId: conflict.bookingId,
            },
          });
      }
      // Only conflicts new or moved since the last run are notified again.
      return fresh;
    },

    async conflicts(
      ownerId: string,
      filter: { propertyId?: string; from?: IsoDate; to?: IsoDate },
    ): Promise<Array<ConflictRow & { channel: Channel }>> {
      const conditions: SQL[] = [eq(channelConflicts.ownerId, ownerId)];
      if (filter.propertyId) conditions.push(eq(channelConflicts.propertyId, filter.propertyId));
      if (filter.to) conditions.push(sql`${channelConflicts.dateFrom} <= ${filter.to}`);
      if (filter.from) conditions.push(sql`${channelConflicts.dateTo} > ${filter.from}`);
      const rows = await db
        .select({ conflict: channelConflicts, channel: channelConnections.channel })
        .from(channelConflicts)
        .innerJoin(channelConnections, eq(channelConnections.id, channelConflicts.connectionId))
        .where(and(...conditions))
        .orderBy(asc(channelConflicts.dateFrom), asc(channelConflicts.id));
      return rows.map((row) => ({ ...row.conflict, channel: row.channel }));
    },

    /**
     * The unit's bookings (confirmed, pending) and blocks for our feed, from `today` on,
     * without those the connection itself imported (a channel is not sent its own events).
     */
    async exportHolds(connection: ConnectionRow, from: IsoDate): Promise<ExportRow[]> {
      return rowsOf<ExportRow>(
        await db.execute(sql`
          select h.kind, coalesce(h.booking_id, h.id) as id, lower(h.nights)::text as "dateFrom",
            upper(h.nights)::text as "dateTo", coalesce(b.updated_at, h.created_at) as stamp
          from calendar_holds h left join bookings b on b.id = h.booking_id
          where h.property_id = ${connection.propertyId} and h.unit_no = ${connection.unitNo}
            and upper(h.nights) > ${from}::date
            and h.channel_connection_id is distinct from ${connection.id}
            and b.channel_connection_id is distinct from ${connection.id}
          order by lower(h.nights), h.id`),
      );
    },

    /**
     * A digest of everything `exportHolds` answers (each hold's kind, id, nights and stamp):
     * equal digests, equal feeds. One row, where the holds are 500.
     */
    async exportDigest(connection: ConnectionRow, from: IsoDate): Promise<string> {
      const [row] = rowsOf<{ digest: string | null }>(
        await db.execute(sql`
          select md5(string_agg(h.kind || coalesce(h.booking_id, h.id)::text || h.nights::text
              || coalesce(b.updated_at, h.created_at)::text, ',' order by h.id)) as digest
          from calendar_holds h left join bookings b on b.id = h.booking_id
          where h.property_id = ${connection.propertyId} and h.unit_no = ${connection.unitNo}
            and upper(h.nights) > ${from}::date
            and h.channel_connection_id is distinct from ${connection.id}
            and b.channel_connection_id is distinct from ${connection.id}`),
      );
      return row?.digest ?? 'empty';
    },

    async insertLogs(rows: NewSyncLog[]): Promise<void> {
      if (rows.length > 0) await db.insert(syncLogs).values(rows);
    },

    async logs(ownerId: string, filter: SyncLogsFilter, pageSize: number) {
      const conditions: SQL[] = [eq(syncLogs.ownerId, ownerId)];
      if (filter.propertyId) conditions.push(eq(syncLogs.propertyId, filter.propertyId));
      if (filter.buildingId) conditions.push(eq(syncLogs.buildingId, filter.buildingId));
      if (filter.status) conditions.push(eq(syncLogs.status, filter.status));
      if (filter.action) conditions.push(eq(syncLogs.action, filter.action));
      if (filter.type) conditions.push(eq(syncLogs.type, filter.type));
      if (filter.from) conditions.push(sql`${syncLogs.createdAt} >= ${filter.from}::date`);
      if (filter.to) conditions.push(sql`${syncLogs.createdAt} < (${filter.to}::date + 1)`);
      if (filter.search) {
        const prefix = `${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        conditions.push(sql`(${syncLogs.reservationId} like ${prefix}
          or ${syncLogs.responseId} like ${prefix} or ${syncLogs.searchId}::text like ${prefix.toLowerCase()})`);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            log: syncLogs,
            propertyName: sql<
              string | null
            >`(select coalesce(p.name, p.internal_name) from properties p where p.id = ${syncLogs.propertyId})`,
            buildingName: sql<
              string | null
            >`(select bl.name from buildings bl where bl.id = ${syncLogs.buildingId})`,
          })
          .from(syncLogs)
          .where(where)
          .orderBy(desc(syncLogs.createdAt), desc(syncLogs.id))
          .limit(pageSize)
          .offset((filter.page - 1) * pageSize),
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(syncLogs)
          .where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async purgeLogs(before: Date): Promise<number> {
      const rows = await db
        .delete(syncLogs)
        .where(lt(syncLogs.createdAt, before))
        .returning({ id: syncLogs.id });
      return rows.length;
    },

    /** Property ids with each property's last sync status, for the listings' filter. */
    statusOf(status: SyncStatus): SQL {
      return propertySyncStatusIs(status);
    },
  };
}
export type ChannelsRepository = ReturnType<typeof channelsRepository>;

/** A property with at least one enabled connection, against the listings query's `p`. */
export const propertyConnected = sql`exists (select 1 from channel_connections cc
  where cc.property_id = p.id and cc.enabled)`;

/**
 * The dashboard's counts and the list's filter of them (A-17): connected, or ready to connect
 * (not pending, so ready and published, and not connected). Against the query's `p`.
 */
export function propertyConnectionIs(filter: ConnectionFilter): SQL {
  return filter === 'connected'
    ? propertyConnected
    : sql`p.status <> 'pending' and not ${propertyConnected}`;
}

/**
 * The property's sync status (spec "Sync status: success, failed"; list filters, §3.5):
 * failed when an enabled connection's last run failed; success when it has synced and none
 * failed. A property never synced has neither. Written against the listings query's `p`.
 */
export function propertySyncStatusIs(status: SyncStatus): SQL {
  return status === 'failed'
    ? sql`exists (select 1 from channel_connections cc where cc.property_id = p.id
        and cc.enabled and cc.last_status = 'failed')`
    : sql`exists (select 1 from channel_connections cc where cc.property_id = p.id
        and cc.last_status = 'success')
      and not exists (select 1 from channel_connections cc where cc.property_id = p.id
        and cc.enabled and cc.last_status = 'failed')`;
}
