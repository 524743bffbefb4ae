import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import sharp from 'sharp';
import { multipartFile, svgImage } from '../../test/test-images';
import { cmsApi, siteSettings, uniqueSlug, type CmsApi } from './cms.fixtures';

describe('site settings (requirements-next §14: slug unique, [a-z0-9-], reserved words refused)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: CmsApi;
  let other: CmsApi;
  let ownerToken: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    ownerToken = (await createOwner(t.app, mail)).token;
    owner = cmsApi(t.app, ownerToken);
    other = cmsApi(t.app, (await createOwner(t.app, mail)).token);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('answers null until the site is first saved, then the settings as saved', async () => {
    const fresh = cmsApi(t.app, (await createOwner(t.app, mail)).token);
    const before = await fresh.get('/cms/site');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: null });

    const slug = uniqueSlug();
    const saved = await fresh.put('/cms/site', siteSettings(slug));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      slug,
      displayName: { ar: 'شاليهات النخيل', en: 'Palm Chalets' },
      brandColor: '#0e7c66',
      contact: { phone: '+966501234567', email: 'stay@palm.example.sa', whatsapp: '0501234567' },
    });
    expect((await fresh.get('/cms/site')).json().data.slug).toBe(slug);
  });

  it('saves unchanged settings again without complaint', async () => {
    const slug = uniqueSlug();
    expect((await owner.put('/cms/site', siteSettings(slug))).statusCode).toBe(200);
    const again = await owner.put('/cms/site', siteSettings(slug));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.slug).toBe(slug);
  });

  const slugRule =
    'Use 3 to 40 lowercase letters, digits and dashes, starting and ending with a letter or digit';
  it.each([
    ['2 characters', 'ab', slugRule],
    ['41 characters', 'a'.repeat(41), slugRule],
    ['an uppercase letter', 'Palm-chalets', slugRule],
    ['a space', 'palm chalets', slugRule],
    ['an underscore', 'palm_chalets', slugRule],
    ['a leading dash', '-palm', slugRule],
    ['a trailing dash', 'palm-', slugRule],
    ['Arabic letters', 'نخيل', slugRule],
    ['the reserved word admin', 'admin', 'This address is reserved. Choose another one.'],
    ['the reserved word api', 'api', 'This address is reserved. Choose another one.'],
    ['the reserved word nuzul', 'nuzul', 'This address is reserved. Choose another one.'],
    ['the reserved word support', 'support', 'This address is reserved. Choose another one.'],
    ['the reserved word static', 'static', 'This address is reserved. Choose another one.'],
  ])('refuses a slug with %s (400, nothing saved)', async (_case, slug, message) => {
    const fresh = cmsApi(t.app, (await createOwner(t.app, mail)).token);
    const res = await fresh.put('/cms/site', siteSettings(slug));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [issueSaying('body.slug', message)],
    });
    expect((await fresh.get('/cms/site')).json().data).toBeNull();
  });

  it.each([
    ['3 characters', 'abc'],
    ['40 characters', 'a'.repeat(38) + '-1'],
    ['digits and dashes', '123-palm-chalets'],
  ])('takes a slug of %s', async (_case, slug) => {
    const fresh = cmsApi(t.app, (await createOwner(t.app, mail)).token);
    const res = await fresh.put('/cms/site', siteSettings(slug));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe(slug);
  });

  it.each([
    [
      'a colour without #',
      { brandColor: '0e7c66' },
      'body.brandColor',
      'Enter a colour as #rrggbb',
    ],
    ['a 3-digit colour', { brandColor: '#abc' }, 'body.brandColor', 'Enter a colour as #rrggbb'],
    [
      'a bad e-mail',
      { contact: { phone: null, email: 'stay@', whatsapp: null } },
      'body.contact.email',
      'Invalid email format',
    ],
    [
      'a 6-digit phone',
      { contact: { phone: '123456', email: null, whatsapp: null } },
      'body.contact.phone',
      'Phone must be 7 to 15 digits with an optional +',
    ],
    [
      'no name in either language',
      { displayName: { ar: ' ', en: '' } },
      'body.displayName.ar',
      'This field is required',
    ],
  ])('refuses %s', async (_case, change, path, message) => {
    const res = await owner.put('/cms/site', { ...siteSettings(uniqueSlug()), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([issueSaying(path, message)]);
  });

  it("refuses another owner's slug with 409 SITE_SLUG_TAKEN", async () => {
    const slug = uniqueSlug();
    expect((await owner.put('/cms/site', siteSettings(slug))).statusCode).toBe(200);
    const res = await other.put('/cms/site', siteSettings(slug));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SITE_SLUG_TAKEN',
      message: 'This site address is already taken. Choose another one.',
    });
  });

  it('gives one slug to one of two owners saving it at the same time: one 200, one 409', async () => {
    const slug = uniqueSlug();
    const [a, b] = await Promise.all([
      owner.put('/cms/site', siteSettings(slug)),
      other.put('/cms/site', siteSettings(slug)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((res) => res.statusCode === 409)!.json().code).toBe('SITE_SLUG_TAKEN');
  });

  it('is for signed-in owners only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cms/site' });
    expect(res.statusCode).toBe(401);
  });

  describe('logo', () => {
    const upload = (token: string, file: Buffer, contentType = 'image/png') => {
      const { payload, headers } = multipartFile(file, { filename: 'logo.png', contentType });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/cms/site/logo',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
    };
    const wideLogo = () =>
      sharp({
        create: {
          width: 800,
          height: 200,
          channels: 4,
          background: { r: 14, g: 124, b: 102, alpha: 0.5 },
        },
      })
        .png()
        .toBuffer();

    it('stores the logo whole (not cropped) as WebP 64 and 160 px high with its transparency, and replaces it', async () => {
      await owner.put('/cms/site', siteSettings(uniqueSlug()));
      const res = await upload(ownerToken, await wideLogo());
      expect(res.statusCode).toBe(200);
      const { logo } = res.json().data;
      expect(logo.medium).toMatch(/^\/media\/logos\/[A-Za-z0-9_-]{22}\/medium\.webp$/);
      const medium = await t.app.inject({ method: 'GET', url: logo.medium });
      expect(medium.statusCode).toBe(200);
      expect(medium.headers['content-type']).toBe('image/webp');
      const meta = await sharp(medium.rawPayload).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([640, 160, true]);
      const small = await sharp(
        (await t.app.inject({ method: 'GET', url: logo.small })).rawPayload,
      ).metadata();
      expect([small.width, small.height]).toEqual([256, 64]);

      const replaced = await upload(ownerToken, await wideLogo());
      expect(replaced.json().data.logo.medium).not.toBe(logo.medium);
      expect((await t.app.inject({ method: 'GET', url: logo.medium })).statusCode).toBe(404);

      const removed = await owner.delete('/cms/site/logo');
      expect(removed.json().data.logo).toBeNull();
    });

    it('refuses an SVG (no scripts in a logo) and a file that is no image', async () => {
      await owner.put('/cms/site', siteSettings(uniqueSlug()));
      for (const file of [svgImage, Buffer.from('not an image')]) {
        const res = await upload(ownerToken, file, 'image/svg+xml');
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([issueSaying('body.file', 'Image files only')]);
      }
    });

    it('needs the site settings saved first (404)', async () => {
      const fresh = await createOwner(t.app, mail);
      expect((await upload(fresh.token, await wideLogo())).statusCode).toBe(404);
    });
  });
});
