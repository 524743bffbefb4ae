import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from './test/test-app';
import { testDriver } from './test/test-database';

describe('the API platform', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Nuzul</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({
      webDist,
      extend: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.post(
          '/api/v1/test/echo',
          {
            schema: { body: z.object({ name: z.string().min(1), count: z.number().int().min(1) }) },
          },
          (request) => ({ data: request.body }),
        );
        typed.get('/api/v1/test/boom', () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
      },
    });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers health with the process status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers ready when the database answers, naming the driver', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ready', database: testDriver } });
  });

  it('answers an unknown /api route with a JSON 404, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: 'Route GET /api/v1/does-not-exist not found',
    });
  });

  it('answers a validation failure with 400 and the offending fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: '', count: 0 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
    });
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'body.count',
      'body.name',
    ]);
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('wraps success in { data }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'نُزُل', count: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'نُزُل', count: 2 } });
  });

  it('hides internals in a 500 body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'UNEXPECTED_ERROR',
      error: 'Internal Server Error',
      message: 'Oops! Something went wrong. If the problem persists, contact support.',
    });
    expect(res.body).not.toContain('postgres://');
  });

  it('tags every answer with a request id, keeping a sane one the caller sent', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('promises HTTPS (HSTS) only on a request that came over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS.
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const secure = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const http = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('serves index.html for app routes so the client router decides', async () => {
    for (const url of ['/', '/login', '/dashboard/anything?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Nuzul</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long cache headers and 404s missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('tells the web app the map tile server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(res.json()).toEqual({
      data: {
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        mapAttribution: '© OpenStreetMap contributors',
      },
    });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/ready');
  });

  it('does not serve the API reference in production unless API_DOCS=true', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    const asked = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'true' } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      expect((await asked.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(
        200,
      );
    } finally {
      await production.close();
      await asked.close();
    }
  });
});
