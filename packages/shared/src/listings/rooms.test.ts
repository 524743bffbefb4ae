import { describe, expect, it } from 'vitest';
import { roomIssues, type RoomAmenityFacts } from './rooms';
import { BATHROOM_COMPOSITION_ID, BEDROOM_COMPOSITION_ID } from './rules';

const KITCHEN = 3;
const QUEEN_BED = 101; // sleeps 2
const SOFA_BED = 102; // sleeps 1
const WARDROBE = 201;
const SHOWER = 202;

const facts: RoomAmenityFacts = {
  sleeps: (id) => ({ [QUEEN_BED]: 2, [SOFA_BED]: 1 })[id],
};

const bedroom = (...amenityIds: number[]) => ({
  compositionId: BEDROOM_COMPOSITION_ID,
  amenityIds,
});
const bathroom = (...amenityIds: number[]) => ({
  compositionId: BATHROOM_COMPOSITION_ID,
  amenityIds,
});

describe('roomIssues', () => {
  it('accepts bedrooms with beds that sleep the maximum guests exactly', () => {
    const rooms = [bedroom(QUEEN_BED), bedroom(QUEEN_BED, SOFA_BED), bathroom(SHOWER)];
    expect(roomIssues(rooms, facts, { bedrooms: 2, sleep: 5 })).toEqual([]);
  });

  it('asks a bathroom for an amenity, at that room', () => {
    const rooms = [bedroom(QUEEN_BED), bathroom()];
    expect(roomIssues(rooms, facts, { bedrooms: 1, sleep: 2 })).toEqual([
      { path: ['rooms', 1, 'amenityIds'], message: 'validation.bathroomNeedsAmenity' },
    ]);
  });

  it('asks a bedroom for a bed: a wardrobe alone does not sleep anyone', () => {
    const rooms = [bedroom(QUEEN_BED), bedroom(WARDROBE), bathroom(SHOWER)];
    expect(roomIssues(rooms, facts, { bedrooms: 2, sleep: 2 })).toEqual([
      { path: ['rooms', 1, 'amenityIds'], message: 'validation.bedroomNeedsBed' },
    ]);
  });

  it('asks for a bedroom room per bedroom of the property, counting whole bedrooms', () => {
    const rooms = [bedroom(QUEEN_BED), bedroom(QUEEN_BED), bathroom(SHOWER)];
    expect(roomIssues(rooms, facts, { bedrooms: 3, sleep: 4 })).toEqual([
      { path: ['rooms'], message: 'validation.bedroomCountTooLow' },
    ]);
    expect(roomIssues(rooms, facts, { bedrooms: 2.5, sleep: 4 })).toEqual([]);
    expect(roomIssues(rooms, facts, { bedrooms: 1, sleep: 4 })).toEqual([]);
  });

  it('asks for beds that sleep at least the maximum guests', () => {
    const rooms = [bedroom(QUEEN_BED), bedroom(SOFA_BED), bathroom(SHOWER)];
    expect(roomIssues(rooms, facts, { bedrooms: 2, sleep: 4 })).toEqual([
      { path: ['rooms'], message: 'validation.sleepingCapacityTooLow' },
    ]);
    expect(roomIssues(rooms, facts, { bedrooms: 2, sleep: 3 })).toEqual([]);
  });

  it('does not count beds outside bedrooms (a sofa bed in the kitchen)', () => {
    const rooms = [
      bedroom(QUEEN_BED),
      { compositionId: KITCHEN, amenityIds: [SOFA_BED] },
      bathroom(SHOWER),
    ];
    expect(roomIssues(rooms, facts, { bedrooms: 1, sleep: 3 })).toEqual([
      { path: ['rooms'], message: 'validation.sleepingCapacityTooLow' },
    ]);
  });

  it('checks counts only once the specifications are saved', () => {
    const rooms = [bedroom(QUEEN_BED), bathroom(SHOWER)];
    expect(roomIssues(rooms, facts, {})).toEqual([]);
    expect(roomIssues(rooms, facts, { bedrooms: null, sleep: null })).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    const rooms = [bedroom(WARDROBE), bathroom()];
    expect(roomIssues(rooms, facts, { bedrooms: 2, sleep: 2 }).map((i) => i.message)).toEqual([
      'validation.bedroomNeedsBed',
      'validation.bathroomNeedsAmenity',
      'validation.bedroomCountTooLow',
      'validation.sleepingCapacityTooLow',
    ]);
  });
});
