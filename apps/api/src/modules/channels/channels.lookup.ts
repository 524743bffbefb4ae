import { sql, type SQL } from 'drizzle-orm';
import type { ConnectionFilter, SyncStatus } from '@nuzul/shared/channels';
import type { Database } from '../../db/client';
import { propertyConnectionIs, propertySyncStatusIs } from './channels.repository';

/** What other modules ask of channels; no ownership check here. */
export interface ChannelsLookup {
  /**
   * The dashboard's counts: connected = the owner's properties with at least one
   * enabled connection; ready to connect = published (so ready) and not connected.
   */
  connectionCounts(ownerId: string): Promise<{ connected: number; readyToConnect: number }>;
}

/**
 * The property list's filter "success" / "failed" (§3.5, A-30) as a condition on the
 * listings query's property alias `p`: failed when an enabled connection's last run failed,
 * success when it has synced and none failed.
 */
export function syncStatusCondition(status: SyncStatus): SQL {
  return propertySyncStatusIs(status);
}

/** The property list's filter "connected" / "ready to connect", the dashboard's counts. */
export function connectionCondition(filter: ConnectionFilter): SQL {
  return propertyConnectionIs(filter);
}

export function channelsLookup(db: Database): ChannelsLookup {
  return {
    async connectionCounts(ownerId) {
      const result = (await db.execute(sql`
        select count(*) filter (where ${propertyConnectionIs('connected')}) as connected,
          count(*) filter (where ${propertyConnectionIs('ready')}) as ready
        from properties p where p.owner_id = ${ownerId}`)) as unknown as {
        rows: Array<{ connected: unknown; ready: unknown }>;
      };
      const row = result.rows[0];
      return { connected: Number(row?.connected ?? 0), readyToConnect: Number(row?.ready ?? 0) };
    },
  };
}
