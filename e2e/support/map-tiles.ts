import type { Page } from 'playwright-core';
import sharp from 'sharp';

const TILE_ORIGIN = 'http://tiles.nuzul.test';

/** The app's map tiles from a host the tests answer themselves (serveMapTiles): no network. */
export const mapTileEnv = { MAP_TILE_URL: `${TILE_ORIGIN}/{z}/{x}/{y}.png` } as const;

/** Answers the map's tile requests of the page with one grey tile. */
export async function serveMapTiles(page: Page): Promise<void> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 220, g: 220, b: 220 } },
  })
    .png()
    .toBuffer();
  await page.route(`${TILE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
}
