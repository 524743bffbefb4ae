import {
  SYNC_LOGS_SEARCH_MAX_LENGTH,
  syncActions,
  syncStatuses,
  syncTypes,
  type SyncAction,
  type SyncLogsFilter,
  type SyncStatus,
  type SyncType,
} from '@nuzul/shared/channels';
import { isIsoDate, type IsoDate } from '@nuzul/shared/dates';

/**
 * What the sync logs' URL holds, so a view can be linked:
 * `?property=…&building=…&status=failed&action=import&type=reservation&from=…&to=…&search=…&page=2`.
 */
export interface SyncLogParams {
  propertyId: string | undefined;
  buildingId: string | undefined;
  status: SyncStatus | undefined;
  action: SyncAction | undefined;
  type: SyncType | undefined;
  from: IsoDate | undefined;
  to: IsoDate | undefined;
  search: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

const uuidOf = (value: string | null) => (value !== null && UUID.test(value) ? value : undefined);
const dayOf = (value: string | null) => (value !== null && isIsoDate(value) ? value : undefined);

/** The filters from the URL; anything unknown is left out. */
export function syncLogParamsOf(params: URLSearchParams): SyncLogParams {
  const page = Number(params.get('page'));
  let from = dayOf(params.get('from'));
  let to = dayOf(params.get('to'));
  // A range typed backwards is the same range.
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  return {
    propertyId: uuidOf(params.get('property')),
    buildingId: uuidOf(params.get('building')),
    status: oneOf(syncStatuses, params.get('status')),
    action: oneOf(syncActions, params.get('action')),
    type: oneOf(syncTypes, params.get('type')),
    from,
    to,
    search: (params.get('search') ?? '').slice(0, SYNC_LOGS_SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL of the filters: empty ones are left out, page 1 too. */
export function searchParamsOf(filters: SyncLogParams): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') params.set(name, value);
  };
  set('property', filters.propertyId);
  set('building', filters.buildingId);
  set('status', filters.status);
  set('action', filters.action);
  set('type', filters.type);
  set('from', filters.from);
  set('to', filters.to);
  set('search', filters.search.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** `GET /sync-logs`'s query for the filters. */
export function syncLogsQueryOf(filters: SyncLogParams): SyncLogsFilter {
  const search = filters.search.trim();
  return {
    propertyId: filters.propertyId,
    buildingId: filters.buildingId,
    status: filters.status,
    action: filters.action,
    type: filters.type,
    from: filters.from,
    to: filters.to,
    search: search === '' ? undefined : search,
    page: filters.page,
  };
}

/** Any filter but the page is set (an empty page then says "no rows match"). */
export function isFiltered(filters: SyncLogParams): boolean {
  return searchParamsOf({ ...filters, page: 1 }).size > 0;
}
