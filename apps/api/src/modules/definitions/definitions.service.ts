import { createHash } from 'node:crypto';
import {
  USER_DEFINITIONS_MAX,
  isSeededDefinitionId,
  type DefinitionItem,
  type UserDefinition,
} from '@nuzul/shared/definitions';
import { AppError } from '@nuzul/shared/errors';
import { scopeOf, type Actor } from '../../platform/policy';
import type { DefinitionsLookup } from './definitions.lookup';
import type { DefinitionRow, DefinitionsRepository } from './definitions.repository';

export interface DefinitionsDeps {
  repo: DefinitionsRepository;
  lookup: DefinitionsLookup;
  /** Whether any listing refers to the entry (asked of the listings module). */
  inUse(id: number): Promise<boolean>;
}

/** An owner's own entries have no code of their own; the web app keys icons by seeded codes. */
export const OWN_DEFINITION_CODE = 'own';

export function toDefinitionItem(row: DefinitionRow): DefinitionItem {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    own: row.ownerId !== null,
    meta: row.meta,
  };
}

/** A strong validator: the hash of exactly the items that the body carries. */
function etagOf(items: DefinitionItem[]): string {
  return `"${createHash('sha256').update(JSON.stringify(items)).digest('base64url')}"`;
}

export function definitionsService(deps: DefinitionsDeps) {
  const { repo, lookup } = deps;

  return {
    /** Every seeded entry and the owner's own, with the ETag of that list. */
    async list(actor: Actor): Promise<{ items: DefinitionItem[]; etag: string }> {
      const ownerId = scopeOf(actor, 'definitions:manage');
      const items = (await repo.listVisible(ownerId)).map(toDefinitionItem);
      return { items, etag: etagOf(items) };
    },

    async create(actor: Actor, input: UserDefinition): Promise<DefinitionItem> {
      const ownerId = scopeOf(actor, 'definitions:manage');
      if (input.parentId !== null) {
        await lookup.assertKnown(ownerId, 'region', [input.parentId], 'body.parentId');
      }
      // Counted and inserted under the owner's lock: side by side, creations that each saw
      // 199 entries would all be stored.
      const row = await repo.transaction(async (tx) => {
        await tx.lockOwn(ownerId);
        if ((await tx.countOwn(ownerId)) >= USER_DEFINITIONS_MAX) {
          throw new AppError('DEFINITIONS_LIMIT_REACHED');
        }
        // A unique index decides, in either language, ignoring case and outer spaces.
        const inserted = await tx.insertOwn({ ...input, ownerId, code: OWN_DEFINITION_CODE });
        if (!inserted) throw new AppError('DEFINITION_DUPLICATE');
        return inserted;
      });
      return toDefinitionItem(row);
    },

    /** Another owner's entry and a seeded one answer 404 alike; an entry in use 409 DEFINITION_IN_USE. */
    async remove(actor: Actor, id: number): Promise<void> {
      const ownerId = scopeOf(actor, 'definitions:manage');
      if (isSeededDefinitionId(id) || !(await repo.findOwn(ownerId, id))) {
        throw new AppError('NOT_FOUND');
      }
      if (await deps.inUse(id)) {
        throw new AppError('DEFINITION_IN_USE');
      }
      if (!(await repo.deleteOwn(ownerId, id))) throw new AppError('NOT_FOUND');
    },
  };
}
export type DefinitionsService = ReturnType<typeof definitionsService>;
