import type {
  ChannelConflict,
  ChannelConnection,
  ChannelsOverview,
  ConnectionCreateInput,
  ConnectionUpdateInput,
  FeedTestResult,
  SyncLogRow,
  SyncLogsFilter,
  SyncRunResult,
} from '@nuzul/shared/channels';
import type { IsoDate } from '@nuzul/shared/dates';
import { PAGE_SIZE_MAX, type ListingItem } from '@nuzul/shared/listings';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiDelete,
  apiGet,
  apiGetPage,
  apiPost,
  apiPut,
  type PageMeta,
} from '../../app/api-client';
import type { ApiError } from '../../app/api-error';

/**
 * TanStack Query keys of the channels feature. app/realtime.ts names the `channels` and
 * `sync-logs` prefixes itself (the shell does not import this module).
 */
export const channelKeys = {
  all: ['channels'] as const,
  overview: ['channels', 'overview'] as const,
  conflicts: (propertyId: string, from: IsoDate, to: IsoDate) =>
    ['channels', 'conflicts', propertyId, from, to] as const,
  logs: (filter: SyncLogsFilter) => ['sync-logs', filter] as const,
  buildings: ['sync-logs', 'buildings'] as const,
};

/**
 * A scheduled run that changes nothing emits no event (app/realtime.ts refreshes on failures,
 * recoveries and the bookings an import changes): the screens read again every minute too.
 */
const REFRESH_MS = 60_000;

// Reads show their failures on the screen; writes are actions whose refusals are toasts
// (api-failure.ts), except the Test, whose outcome the form shows.
const silent = { silent: true } as const;

/** `GET /channels`: every own property with its connections. */
export function useChannels() {
  return useQuery<ChannelsOverview, ApiError>({
    queryKey: channelKeys.overview,
    queryFn: ({ signal }) => apiGet<ChannelsOverview>('/channels', { ...silent, signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** A connection as it is now: the overview shows it at once, then is read again. */
function storeConnection(client: QueryClient, connection: ChannelConnection): void {
  client.setQueryData<ChannelsOverview>(channelKeys.overview, (overview) =>
    overview === undefined
      ? overview
      : {
          ...overview,
          properties: overview.properties.map((property) =>
            property.id !== connection.propertyId
              ? property
              : {
                  ...property,
                  connections: [
                    ...property.connections.filter((one) => one.id !== connection.id),
                    connection,
                  ],
                },
          ),
        },
  );
  void client.invalidateQueries({ queryKey: channelKeys.all });
}

function refresh(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: channelKeys.all });
  void client.invalidateQueries({ queryKey: ['sync-logs'] });
}

/** `POST /channels/test`: fetches the link and counts its events; nothing is saved. */
export function useTestFeed() {
  return useMutation<FeedTestResult, ApiError, string>({
    mutationFn: (url) => apiPost<FeedTestResult>('/channels/test', { url }, silent),
  });
}

export function useCreateConnection() {
  const client = useQueryClient();
  return useMutation<ChannelConnection, ApiError, ConnectionCreateInput>({
    mutationFn: (body) => apiPost<ChannelConnection>('/channels/connections', body),
    onSuccess: (connection) => storeConnection(client, connection),
  });
}

export function useUpdateConnection(id: string) {
  const client = useQueryClient();
  return useMutation<ChannelConnection, ApiError, ConnectionUpdateInput>({
    mutationFn: (body) => apiPut<ChannelConnection>(`/channels/connections/${id}`, body),
    onSuccess: (connection) => storeConnection(client, connection),
  });
}

/** Disconnect: its imported blocks go, its imported bookings stay as ordinary bookings. */
export function useDeleteConnection(id: string) {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => apiDelete(`/channels/connections/${id}`),
    onSuccess: () => {
      refresh(client);
      void client.invalidateQueries({ queryKey: ['calendar'] });
    },
  });
}

/** A new export URL; the old one stops working. */
export function useRegenerateExportToken(id: string) {
  const client = useQueryClient();
  return useMutation<ChannelConnection, ApiError, void>({
    mutationFn: () => apiPost<ChannelConnection>(`/channels/connections/${id}/export-token`),
    onSuccess: (connection) => storeConnection(client, connection),
  });
}

/**
 * Sync now (`sync`), or apply a feed the emptied-feed guard held (`confirm`). A failed run
 * answers 200 with its failure; the bookings, calendars and logs it touched are read again.
 */
export function useSyncRun(id: string, kind: 'sync' | 'confirm') {
  const client = useQueryClient();
  return useMutation<SyncRunResult, ApiError, void>({
    mutationFn: () => apiPost<SyncRunResult>(`/channels/connections/${id}/${kind}`),
    onSuccess: (run) => {
      storeConnection(client, run.connection);
      refresh(client);
      void client.invalidateQueries({ queryKey: ['calendar'] });
      void client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

/**
 * Open conflicts of a property's imports whose nights meet from..to; of every property of the
 * account when `propertyId` is null (the timeline); none asked while it is undefined.
 */
export function useChannelConflicts(
  propertyId: string | null | undefined,
  from: IsoDate,
  to: IsoDate,
) {
  return useQuery<ChannelConflict[], ApiError>({
    queryKey: channelKeys.conflicts(propertyId === null ? 'all' : (propertyId ?? ''), from, to),
    queryFn: ({ signal }) =>
      apiGet<ChannelConflict[]>('/channels/conflicts', {
        ...silent,
        signal,
        query: { propertyId, from, to },
      }),
    enabled: propertyId !== undefined,
    staleTime: 10_000,
  });
}

export interface SyncLogsPage {
  data: SyncLogRow[];
  meta: PageMeta;
}

/** `GET /sync-logs`: a page of 50 rows, newest first; the previous page stays while paging. */
export function useSyncLogs(filter: SyncLogsFilter) {
  return useQuery<SyncLogsPage, ApiError>({
    queryKey: channelKeys.logs(filter),
    queryFn: ({ signal }) =>
      apiGetPage<SyncLogRow>('/sync-logs', { ...silent, signal, query: { ...filter } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** The owner's buildings for the building filter. */
export function useOwnBuildings() {
  return useQuery<ListingItem[], ApiError>({
    queryKey: channelKeys.buildings,
    queryFn: async ({ signal }) =>
      (
        await apiGetPage<ListingItem>('/listings', {
          query: { tab: 'buildings', status: 'all', pageSize: PAGE_SIZE_MAX },
          signal,
          silent: true,
        })
      ).data,
    staleTime: 60_000,
  });
}
