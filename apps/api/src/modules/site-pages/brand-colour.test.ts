import { describe, expect, it } from 'vitest';
import { contrastOnWhite, readableBrand } from './brand-colour';

describe('the brand colour on the site', () => {
  it('keeps a colour that already reads on white (4.5:1 or more)', () => {
    expect(readableBrand('#0e7c66')).toBe('#0e7c66');
    expect(readableBrand('#3f72af')).toBe('#3f72af');
    expect(readableBrand('#000000')).toBe('#000000');
  });

  it('darkens a light one, keeping its hue, just until it reads', () => {
    expect(contrastOnWhite('#1677ff')).toBeLessThan(4.5);
    const shade = readableBrand('#1677ff');
    expect(contrastOnWhite(shade)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(shade)).toBeLessThan(4.8);
    // Same proportions of red, green and blue: a darker blue, not another colour.
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(shade.slice(at, at + 2), 16));
    expect(b).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(r!);
    expect(contrastOnWhite(readableBrand('#ffffff'))).toBeGreaterThanOrEqual(4.5);
  });
});
