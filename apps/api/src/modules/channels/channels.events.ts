import type { Channel, SyncFailureReason } from '@nuzul/shared/channels';
import type { DomainEvent } from '../../platform/events/domain-events';

/** A connection's sync went wrong (failed, held by the emptied-feed guard, or a conflict). */
export interface SyncFailed {
  ownerId: string;
  propertyId: string;
  connectionId: string;
  channel: Channel;
  reason: SyncFailureReason | 'conflict';
  detail: string | null;
  searchId: string;
}

/** A connection that had failed synced again. */
export interface SyncRecovered {
  ownerId: string;
  propertyId: string;
  connectionId: string;
  channel: Channel;
  searchId: string;
}

declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'sync.failed': SyncFailed;
    'sync.recovered': SyncRecovered;
  }
}

export function syncFailedEvent(payload: SyncFailed): DomainEvent<'sync.failed'> {
  return { type: 'sync.failed', aggregate: `property:${payload.propertyId}`, payload };
}

export function syncRecoveredEvent(payload: SyncRecovered): DomainEvent<'sync.recovered'> {
  return { type: 'sync.recovered', aggregate: `property:${payload.propertyId}`, payload };
}
