import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DefinitionKind } from '../db/schema/definitions';
import type { Database } from '../db/client';
import { definitionItems, properties } from '../db/schema/index';
import { createVerifiedAccount, get, loginToken } from './accounts-fixtures';
import { subscribeOwner, type SubscriptionTerms } from './billing-fixtures';
import { databaseOf } from './test-app';
import type { MailCatcher } from './mail-catcher';
import { multipartFile } from './test-images';

/** Ids of definitions that tests add when the seed lacks them: clear of every seeded block. */
const TEST_DEFINITION_ID_MIN = 200_001;

/**
 * The seeded definition of a kind and code, or a stand-in inserted with an id from
 * TEST_DEFINITION_ID_MIN up, so that tests do not depend on the seed being loaded.
 */
export async function ensureDefinition(
  db: Database,
  kind: DefinitionKind,
  code: string,
  extra: { parentId?: number | null; meta?: Record<string, unknown> } = {},
): Promise<number> {
  const [found] = await db
    .select({ id: definitionItems.id })
    .from(definitionItems)
    .where(
      and(
        eq(definitionItems.kind, kind),
        eq(definitionItems.code, code),
        isNull(definitionItems.ownerId),
      ),
    )
    .limit(1);
  if (found) return found.id;
  const [row] = await db
    .insert(definitionItems)
    .values({
      id: sql`(select greatest(coalesce(max(id), 0) + 1, ${TEST_DEFINITION_ID_MIN}) from definition_items)`,
      kind,
      code,
      nameAr: code,
      nameEn: code,
      parentId: extra.parentId ?? null,
      meta: extra.meta ?? {},
    })
    .returning({ id: definitionItems.id });
  return row!.id;
}

/** An owner's own definition (visible to that owner only). */
export async function insertOwnDefinition(
  db: Database,
  ownerId: string,
  kind: DefinitionKind,
  name: string,
): Promise<number> {
  const [row] = await db
    .insert(definitionItems)
    .values({ kind, code: name, nameAr: name, nameEn: name, ownerId })
    .returning({ id: definitionItems.id });
  return row!.id;
}

/** The image types the photo rules name, plus one that no rule requires. */
export async function imageTypeIds(db: Database) {
  return {
    bedroom: await ensureDefinition(db, 'image_type', 'bedroom'),
    bathroom: await ensureDefinition(db, 'image_type', 'bathroom'),
    kitchen: await ensureDefinition(db, 'image_type', 'kitchen'),
  };
}

/**
 * A signed-in account: its e-mail, bearer token and user id. It has an active Business
 * subscription (the gate of spec §6 lets it create and publish) unless `subscribed` is false
 * or names other terms.
 */
export async function createOwner(
  app: FastifyInstance,
  mail: MailCatcher,
  options: { subscribed?: boolean | SubscriptionTerms } = {},
) {
  const { email } = await createVerifiedAccount(app, mail);
  const token = await loginToken(app, email);
  const me = await get(app, '/user/me', token);
  const userId = me.json().data?.id as string | undefined;
  if (!userId) throw new Error(`GET /user/me failed: ${me.body}`);
  const { subscribed = true } = options;
  if (subscribed !== false) {
    await subscribeOwner(databaseOf(app).db, userId, subscribed === true ? {} : subscribed);
  }
  return { email, token, userId };
}

/**
 * A property as the wizard's first step leaves it (Pending, location only), inserted
 * directly so that tests of other sections do not go through the properties API.
 */
export async function insertProperty(
  db: Database,
  ownerId: string,
  values: Partial<typeof properties.$inferInsert> = {},
) {
  const cityId = values.cityId ?? (await ensureDefinition(db, 'city', 'riyadh'));
  const [row] = await db
    .insert(properties)
    .values({
      ownerId,
      countryCode: 'SA',
      cityId,
      address: 'King Fahd Road',
      postalCode: '12211',
      floorNumber: 1,
      totalFloors: 4,
      ...values,
    })
    .returning();
  return row!;
}

/** POST /properties/:id/photos with the file as a browser sends it. */
export function uploadPhoto(
  app: FastifyInstance,
  token: string,
  propertyId: string,
  file: Buffer,
  part: Parameters<typeof multipartFile>[1] = {},
) {
  const { payload, headers } = multipartFile(file, part);
  return app.inject({
    method: 'POST',
    url: `/api/v1/properties/${propertyId}/photos`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}
