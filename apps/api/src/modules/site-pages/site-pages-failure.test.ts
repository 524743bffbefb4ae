import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the owner’s site when loading fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Every query fails from here on, as when the database is gone.
    await t.database.close();
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(t.mediaDir, { recursive: true, force: true });
  });

  it('answers "Failed to load white label content" with 500, in both languages, and no details', async () => {
    const ar = await t.app.inject({ method: 'GET', url: '/s/palm-chalets/about' });
    expect(ar.statusCode).toBe(500);
    expect(ar.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ar.body).toContain('<h1 role="alert">تعذّر تحميل محتوى العلامة البيضاء</h1>');
    const en = await t.app.inject({ method: 'GET', url: '/s/palm-chalets?lang=en' });
    expect(en.statusCode).toBe(500);
    expect(en.body).toContain('Failed to load white label content');
    for (const body of [ar.body, en.body]) {
      expect(body.slice(body.indexOf('<body>'))).not.toMatch(/Error|closed|select |stack|\.ts:/i);
    }
  });
});
