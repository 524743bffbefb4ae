import type { TimelineHold, TimelineProperty, TimelineUnit } from '@nuzul/shared/bookings';

/**
 * The rows of the timeline: the units in the API's order (building, property, unit number),
 * under a header per building and per property, which collapse. Units of pages not loaded
 * yet are `pending` rows, so that the scroll height is the whole list's from the first page.
 */
export type TimelineRow =
  | { kind: 'building'; key: string; buildingId: string; name: string; collapsed: boolean }
  | { kind: 'property'; key: string; property: TimelineProperty; collapsed: boolean }
  | { kind: 'unit'; key: string; unit: TimelineUnit; property: TimelineProperty }
  | { kind: 'pending'; key: string; page: number };

export interface LoadedPage {
  units: TimelineUnit[];
  properties: TimelineProperty[];
}

export const buildingKey = (buildingId: string) => `b:${buildingId}`;
export const propertyKey = (propertyId: string) => `p:${propertyId}`;

/**
 * `total` units in pages of `pageSize`; `pages.get(n)` is page n once loaded. A collapsed
 * building or property keeps its header and hides what is under it.
 */
export function timelineRows(
  total: number,
  pageSize: number,
  pages: ReadonlyMap<number, LoadedPage>,
  collapsed: ReadonlySet<string>,
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  const pageCount = Math.ceil(total / pageSize);
  let building: string | null = null;
  let property: string | null = null;
  for (let page = 1; page <= pageCount; page += 1) {
    const loaded = pages.get(page);
    if (loaded === undefined) {
      const count = Math.min(pageSize, total - (page - 1) * pageSize);
      for (let index = 0; index < count; index += 1) {
        rows.push({ kind: 'pending', key: `pending:${page}:${index}`, page });
      }
      // The next loaded page starts its own headers.
      building = null;
      property = null;
      continue;
    }
    const properties = new Map(loaded.properties.map((item) => [item.id, item]));
    for (const unit of loaded.units) {
      const owner = properties.get(unit.propertyId);
      if (owner === undefined) continue;
      if (owner.buildingId !== building) {
        building = owner.buildingId;
        property = null;
        if (owner.buildingId !== null) {
          const key = buildingKey(owner.buildingId);
          rows.push({
            kind: 'building',
            key: `${key}:${page}`,
            buildingId: owner.buildingId,
            name: owner.buildingName ?? '',
            collapsed: collapsed.has(key),
          });
        }
      }
      if (owner.buildingId !== null && collapsed.has(buildingKey(owner.buildingId))) continue;
      if (owner.id !== property) {
        property = owner.id;
        rows.push({
          kind: 'property',
          key: `${propertyKey(owner.id)}:${page}`,
          property: owner,
          collapsed: collapsed.has(propertyKey(owner.id)),
        });
      }
      if (collapsed.has(propertyKey(owner.id))) continue;
      rows.push({ kind: 'unit', key: `u:${owner.id}:${unit.unitNo}`, unit, property: owner });
    }
  }
  return rows;
}

/**
 * A unit's holds from the windows of days read so far, each once (a hold across the windows'
 * border comes in both).
 */
export function mergeHolds(lists: readonly (readonly TimelineHold[])[]): TimelineHold[] {
  const seen = new Set<string>();
  const result: TimelineHold[] = [];
  for (const list of lists) {
    for (const hold of list) {
      const id = hold.kind === 'booking' ? `booking:${hold.bookingId}` : `block:${hold.id}`;
      if (seen.has(id)) continue;
      seen.add(id);
      result.push(hold);
    }
  }
  return result;
}

export type UnitRow = Extract<TimelineRow, { kind: 'unit' }>;
export type PropertyRow = Extract<TimelineRow, { kind: 'property' }>;
