import { describe, expect, it } from 'vitest';
import { changedSettings } from './action-panel';

describe('changedSettings', () => {
  const inForce = { price: null, minNights: 2, maxNights: 30, preparationHours: 0 };

  it('sends only what the owner changed, so rules left alone are not pinned on the days', () => {
    expect(changedSettings(inForce, { ...inForce })).toEqual({});
    expect(changedSettings(inForce, { ...inForce, price: 55_000 })).toEqual({ price: 55_000 });
  });

  it('sends an emptied field as null, which gives the day back its season or base value', () => {
    expect(changedSettings({ ...inForce, price: 55_000 }, { ...inForce, price: null })).toEqual({
      price: null,
    });
    expect(changedSettings(inForce, { ...inForce, minNights: null, maxNights: 7 })).toEqual({
      minNights: null,
      maxNights: 7,
    });
  });
});
