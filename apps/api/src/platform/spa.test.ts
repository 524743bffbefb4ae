import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const script = `console.log(${JSON.stringify('نُزُل '.repeat(200))});`;
const page = `<!doctype html><title>Nuzul</title><script type="module" src="/assets/app-abc123.js"></script>`;

/** Writes a file with the brotli and gzip copies that the web build writes beside it. */
function writeWithCopies(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

describe('the web app served by its precompressed copies', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    writeWithCopies(path.join(webDist, 'index.html'), page);
    writeWithCopies(path.join(webDist, 'assets', 'app-abc123.js'), script);
    // Fonts are compressed already: the build writes no copies of them.
    fs.writeFileSync(path.join(webDist, 'assets', 'cairo-abc123.woff2'), 'wOF2 font bytes');
    t = await createTestApp({ webDist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers Content-Encoding: br to a browser that accepts brotli, with Vary: Accept-Encoding', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
  });

  it('answers Content-Encoding: gzip when brotli is not accepted or refused with q=0', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/app-abc123.js', acceptEncoding);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
    }
  });

  it('answers the file itself, still with Vary, to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/app-abc123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(script);
    }
  });

  it('compresses index.html for app routes too, which stays uncached', async () => {
    const res = await get('/dashboard', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const res = await get('/assets/cairo-abc123.woff2', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('wOF2 font bytes');
  });

  it('keeps the security headers on compressed answers (the CSP allows no inline script)', async () => {
    const res = await get('/assets/app-abc123.js', 'br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
