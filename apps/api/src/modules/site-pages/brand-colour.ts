/**
 * The owner's brand colour as the site can use it for text and for buttons with white text:
 * WCAG asks 4.5:1 for normal text, and many brand colours (Ant Design's own #1677ff: 4.1:1)
 * are lighter than that. Such a colour is darkened, keeping its hue, just until it reads.
 */
const AA_CONTRAST = 4.5;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x). */
function luminance([r, g, b]: readonly number[]): number {
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** The contrast of a colour against white. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(rgbOf(hex)) + 0.05);
}

/** `hex` (#rrggbb), or the least darker shade of it that has 4.5:1 against white. */
export function readableBrand(hex: string): string {
  const rgb = rgbOf(hex);
  for (let step = 0; step <= 100; step += 1) {
    const shade = rgb.map((c) => c * (1 - step / 100));
    if (contrastOnWhite(hexOf(shade)) >= AA_CONTRAST) return hexOf(shade);
  }
  return '#000000';
}
