import { z } from 'zod';
import type { Language } from '../accounts/rules';
import { SHORT_TEXT_MAX_LENGTH } from '../listings/rules';
import { dbId, dbIdParam, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import { BED_SLEEPS_MAX, definitionKinds, userDefinitionKinds } from './kinds';

export const definitionItem = z.object({
  id: z.number().int(),
  kind: z.enum(definitionKinds),
  /** Stable key of a seeded entry (ISO alpha-2 for countries); `own` for an owner's entry. */
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  /** A city's region, a region's country. */
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  /** The signed-in owner's own entry (it can be deleted); seeded entries are not. */
  own: z.boolean(),
  /** Per kind: an amenity's `category`, a bed's `sleeps`, an image type's `required`. */
  meta: z.record(z.string(), z.unknown()),
});
export type DefinitionItem = z.infer<typeof definitionItem>;

/**
 * Every definition the caller may use, in one flat list ordered by kind, sortOrder and id:
 * the seeded entries and the caller's own. Clients group it by `kind`.
 */
export const definitionsResponse = z.object({
  data: z.object({ items: z.array(definitionItem) }),
});
export type DefinitionsResponse = z.infer<typeof definitionsResponse>;

export const definitionItemResponse = z.object({ data: definitionItem });

const nameField = safeText().trim().max(SHORT_TEXT_MAX_LENGTH, messageKey('max80')).default('');

export const userDefinitionMeta = z.strictObject(
  {
    /** A room amenity that is a bed: how many people it sleeps. */
    sleeps: z
      .number(fieldError('mustBeNumber'))
      .int(messageKey('mustBeNumber'))
      .min(1, messageKey('atLeastOne'))
      .max(BED_SLEEPS_MAX, messageKey('tooLarge'))
      .optional(),
  },
  { error: messageKey('invalidValue') },
);

/**
 * An owner's own amenity, room amenity, point-of-interest kind or city. One name may be left
 * empty and takes the other; a city may name its region; only a room amenity may sleep people.
 */
export const userDefinitionRequest = z
  .object({
    kind: z.enum(userDefinitionKinds, fieldError()),
    nameAr: nameField,
    nameEn: nameField,
    parentId: dbId.nullable().optional(),
    meta: userDefinitionMeta.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.nameAr && !value.nameEn) {
      for (const path of ['nameAr', 'nameEn']) {
        ctx.addIssue({ code: 'custom', path: [path], message: messageKey('required') });
      }
    }
    if (value.parentId != null && value.kind !== 'city') {
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: messageKey('invalidValue') });
    }
    if (value.meta?.sleeps !== undefined && value.kind !== 'room_amenity') {
      ctx.addIssue({
        code: 'custom',
        path: ['meta', 'sleeps'],
        message: messageKey('invalidValue'),
      });
    }
  })
  .transform((value) => ({
    kind: value.kind,
    nameAr: value.nameAr || value.nameEn,
    nameEn: value.nameEn || value.nameAr,
    parentId: value.parentId ?? null,
    meta: value.meta?.sleeps === undefined ? {} : { sleeps: value.meta.sleeps },
  }));
export type UserDefinitionRequest = z.input<typeof userDefinitionRequest>;
export type UserDefinition = z.output<typeof userDefinitionRequest>;

/** The id in `DELETE /definitions/user/:id` (a PostgreSQL integer). */
export const userDefinitionParams = z.object({ id: dbIdParam });

/** The name to show in the interface language, falling back to the other one. */
export function definitionName(
  item: Pick<DefinitionItem, 'nameAr' | 'nameEn'>,
  language: Language,
): string {
  return language === 'ar' ? item.nameAr || item.nameEn : item.nameEn || item.nameAr;
}
