import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BookingRequestInput } from '@nuzul/shared/site';
import { properties } from '../../db/schema/index';
import { createOwner } from '../../test/listing-fixtures';
import type { MailCatcher } from '../../test/mail-catcher';
import type { TestApp } from '../../test/test-app';
import { sections } from '../../test/terms-fixtures';
import { insertBookableProperty } from '../bookings/bookings.fixtures';
import { cmsApi, siteSettings, uniqueSlug } from '../cms/cms.fixtures';

/**
 * Tests of the site stand at the test clock's 2026-11-22 09:00 UTC (12:00 in Riyadh): the
 * terms fixtures price every night at 400 SAR (base price) from then to 2027-11-22.
 */
export function siteApi(app: FastifyInstance) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/api/v1/public/sites${url}` }),
    request: (slug: string, propertyId: string, payload: object, ip = '203.0.113.10') =>
      app.inject({
        method: 'POST',
        url: `/api/v1/public/sites/${slug}/properties/${propertyId}/booking-requests`,
        payload,
        remoteAddress: ip,
      }),
  };
}

/** An owner with a site (its slug) and their API as the owner. */
export async function createSiteOwner(t: TestApp, mail: MailCatcher) {
  const owner = await createOwner(t.app, mail);
  const cms = cmsApi(t.app, owner.token);
  const slug = uniqueSlug();
  expect((await cms.put('/cms/site', siteSettings(slug))).statusCode).toBe(200);
  return { ...owner, cms, slug };
}

/**
 * A property of the owner (max guests 4) with every section of its terms saved, published
 * unless told otherwise (set directly: publishing's own rules are the listings' tests').
 */
export async function insertSiteProperty(
  t: TestApp,
  owner: { userId: string; cms: ReturnType<typeof cmsApi> },
  options: { published?: boolean; name?: string; units?: number } = {},
): Promise<string> {
  const row = await insertBookableProperty(t.database.db, owner.userId, {
    name: options.name ?? 'شاليه النخيل',
    units: options.units,
  });
  for (const [, path, body] of sections) {
    expect((await owner.cms.put(`/properties/${row.id}/${path}`, body)).statusCode).toBe(200);
  }
  if (options.published !== false) {
    await t.database.db
      .update(properties)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(properties.id, row.id));
  }
  return row.id;
}

/** A visitor's request for the stay, in Arabic unless told otherwise. */
export function requestBody(
  stay: { dateFrom: string; dateTo: string },
  overrides: Partial<BookingRequestInput> = {},
): BookingRequestInput {
  return {
    ...stay,
    guests: 2,
    guest: {
      firstName: 'نورة',
      lastName: 'القحطاني',
      email: 'noura@example.sa',
      phone: '+966 55 123 4567',
      language: 'ar',
      country: 'SA',
    },
    ...overrides,
  };
}
