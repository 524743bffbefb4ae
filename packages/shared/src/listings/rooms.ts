import { messageKey } from '../validation/messages';
import { BATHROOM_COMPOSITION_ID, BEDROOM_COMPOSITION_ID } from './rules';

export interface RoomAmenityFacts {
  /** A bed amenity, and how many people it sleeps. */
  sleeps(amenityId: number): number | undefined;
}

export interface RoomIssue {
  path: Array<string | number>;
  message: string;
}

/**
 * The room rules of spec §5 that need the room amenities' facts: a bathroom needs an
 * amenity, a bedroom a bed; bedrooms at least the property's bedroom count; beds that
 * sleep at least the maximum guests.
 */
export function roomIssues(
  rooms: ReadonlyArray<{ compositionId: number; amenityIds: readonly number[] }>,
  facts: RoomAmenityFacts,
  property: { bedrooms?: number | null; sleep?: number | null },
): RoomIssue[] {
  const issues: RoomIssue[] = [];
  let capacity = 0;
  rooms.forEach((room, index) => {
    if (room.compositionId === BATHROOM_COMPOSITION_ID && room.amenityIds.length === 0) {
      issues.push({
        path: ['rooms', index, 'amenityIds'],
        message: messageKey('bathroomNeedsAmenity'),
      });
    }
    if (room.compositionId === BEDROOM_COMPOSITION_ID) {
      const beds = room.amenityIds.map((id) => facts.sleeps(id)).filter((n) => n !== undefined);
      if (beds.length === 0) {
        issues.push({
          path: ['rooms', index, 'amenityIds'],
          message: messageKey('bedroomNeedsBed'),
        });
      }
      capacity += beds.reduce((sum, n) => sum + n, 0);
    }
  });
  const bedrooms = rooms.filter((room) => room.compositionId === BEDROOM_COMPOSITION_ID).length;
  if (property.bedrooms && bedrooms < Math.floor(property.bedrooms)) {
    issues.push({ path: ['rooms'], message: messageKey('bedroomCountTooLow') });
  }
  if (property.sleep && capacity < property.sleep) {
    issues.push({ path: ['rooms'], message: messageKey('sleepingCapacityTooLow') });
  }
  return issues;
}
