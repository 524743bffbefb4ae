import { createHash } from 'node:crypto';
import { AppError } from '@nuzul/shared/errors';
import {
  faqCategories,
  matchesSearch,
  type FaqEntry,
  type FaqEntryInput,
  type FaqQuery,
} from '@nuzul/shared/faq';
import { assertCan, type Actor } from '../../platform/policy';
import type { FaqRepository } from './faq.repository';

const categoryOrder = new Map(faqCategories.map((category, index) => [category, index]));

/** Categories in the page's order, entries by their order inside each. */
const byPageOrder = (a: FaqEntry, b: FaqEntry) =>
  categoryOrder.get(a.category)! - categoryOrder.get(b.category)! ||
  a.sortOrder - b.sortOrder ||
  a.id - b.id;

/** A strong validator: the hash of exactly the entries that the body carries. */
const etagOf = (entries: FaqEntry[]) =>
  `"${createHash('sha256').update(JSON.stringify(entries)).digest('base64url')}"`;

/**
 * The FAQ (requirements-next §13). Search is over the question and the answer in the asked
 * language, normalised as @nuzul/shared/faq does (the web highlights with the same rules).
 * The FAQ is a few dozen entries: filtering them here keeps one normalisation for both ends,
 * where SQL would need its own copy of it.
 */
export function faqService(repo: FaqRepository) {
  return {
    async search(query: FaqQuery): Promise<{ entries: FaqEntry[]; etag: string }> {
      const all = (await repo.list()).sort(byPageOrder);
      const search = query.search ?? '';
      const entries = all.filter((entry) =>
        matchesSearch(search, entry.question[query.lang], entry.answer[query.lang]),
      );
      return { entries, etag: etagOf(entries) };
    },

    async create(actor: Actor, input: FaqEntryInput): Promise<FaqEntry> {
      assertCan(actor, 'faq:manage');
      return repo.insert(input);
    },

    async update(actor: Actor, id: number, input: FaqEntryInput): Promise<FaqEntry> {
      assertCan(actor, 'faq:manage');
      const entry = await repo.update(id, input);
      if (!entry) throw new AppError('NOT_FOUND');
      return entry;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      assertCan(actor, 'faq:manage');
      if (!(await repo.remove(id))) throw new AppError('NOT_FOUND');
    },
  };
}
export type FaqService = ReturnType<typeof faqService>;
