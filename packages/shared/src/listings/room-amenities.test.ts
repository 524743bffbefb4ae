import { describe, expect, it } from 'vitest';
import { roomAmenityCategoryOf, roomAmenityFits } from './room-amenities';

const kingBed = { category: 'bed', sleeps: 2 };
const shower = { category: 'bath' };
const wardrobe = { category: 'comfort' };
const stove = { category: 'kitchen' };
const ownBed = { sleeps: 3 };
const ownAmenity = {};

describe('roomAmenityFits', () => {
  it('offers beds in a bedroom, and no bathroom items', () => {
    expect(roomAmenityFits('bedroom', kingBed)).toBe(true);
    expect(roomAmenityFits('bedroom', wardrobe)).toBe(true);
    expect(roomAmenityFits('bedroom', shower)).toBe(false);
    expect(roomAmenityFits('bedroom', stove)).toBe(false);
  });

  it('offers bathroom items in a bathroom, and no beds', () => {
    expect(roomAmenityFits('bathroom', shower)).toBe(true);
    expect(roomAmenityFits('bathroom', kingBed)).toBe(false);
    expect(roomAmenityFits('bathroom', ownBed)).toBe(false);
    expect(roomAmenityFits('bathroom', stove)).toBe(false);
  });

  it('offers kitchen items in a kitchen, and a sofa bed or mattress in a majlis', () => {
    expect(roomAmenityFits('kitchen', stove)).toBe(true);
    expect(roomAmenityFits('kitchen', kingBed)).toBe(false);
    expect(roomAmenityFits('majlis', kingBed)).toBe(true);
  });

  it("fits an owner's own amenity that is not a bed in every room", () => {
    expect(roomAmenityFits('bathroom', ownAmenity)).toBe(true);
    expect(roomAmenityFits('kitchen', ownAmenity)).toBe(true);
  });

  it('offers everything before a composition is chosen, and for an unknown one', () => {
    expect(roomAmenityFits(undefined, kingBed)).toBe(true);
    expect(roomAmenityFits('gym', shower)).toBe(true);
    expect(roomAmenityFits('__proto__', shower)).toBe(true);
  });
});

describe('roomAmenityCategoryOf', () => {
  it("reads the seeded category, and counts an owner's amenity that sleeps people as a bed", () => {
    expect(roomAmenityCategoryOf(shower)).toBe('bath');
    expect(roomAmenityCategoryOf(ownBed)).toBe('bed');
    expect(roomAmenityCategoryOf(ownAmenity)).toBeUndefined();
    expect(roomAmenityCategoryOf({ category: 'garage' })).toBeUndefined();
  });
});
