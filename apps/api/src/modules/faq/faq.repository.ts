import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FaqEntry, FaqEntryInput } from '@nuzul/shared/faq';
import type { Database } from '../../db/client';
import { faqEntries } from '../../db/schema/faq';
import type { SeedFaqEntry } from './faq.seed';

type FaqRow = typeof faqEntries.$inferSelect;

const columnsOf = (entry: FaqEntryInput) => ({
  category: entry.category,
  questionAr: entry.question.ar,
  questionEn: entry.question.en,
  answerAr: entry.answer.ar,
  answerEn: entry.answer.en,
  sortOrder: entry.sortOrder,
});

export const toFaqEntry = (row: FaqRow): FaqEntry => ({
  id: row.id,
  category: row.category,
  question: { ar: row.questionAr, en: row.questionEn },
  answer: { ar: row.answerAr, en: row.answerEn },
  sortOrder: row.sortOrder,
});

const seedHashOf = (entry: SeedFaqEntry) =>
  createHash('sha256').update(JSON.stringify(entry)).digest('base64url');

const live = isNull(faqEntries.deletedAt);

/** The FAQ's entries: platform content, not scoped to an account (only the admin writes). */
export function faqRepository(db: Database) {
  return {
    /** Every entry not deleted, in the page's order: by category, then by sort order. */
    async list(): Promise<FaqEntry[]> {
      const rows = await db
        .select()
        .from(faqEntries)
        .where(live)
        .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id));
      return rows.map(toFaqEntry);
    },

    async insert(entry: FaqEntryInput): Promise<FaqEntry> {
      const [row] = await db.insert(faqEntries).values(columnsOf(entry)).returning();
      return toFaqEntry(row!);
    },

    async update(id: number, entry: FaqEntryInput): Promise<FaqEntry | undefined> {
      const [row] = await db
        .update(faqEntries)
        .set({ ...columnsOf(entry), updatedAt: sql`now()` })
        .where(and(eq(faqEntries.id, id), live))
        .returning();
      return row && toFaqEntry(row);
    },

    /** Kept as deleted, so that a restart does not seed a deleted entry back. */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .update(faqEntries)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(faqEntries.id, id), live))
        .returning({ id: faqEntries.id });
      return rows.length > 0;
    },

    /** Writes the seed entries whose text in the file changed since they were last applied. */
    async seed(entries: readonly SeedFaqEntry[]): Promise<void> {
      const stored = await db
        .select({ code: faqEntries.seedCode, seedHash: faqEntries.seedHash })
        .from(faqEntries)
        .where(
          inArray(
            faqEntries.seedCode,
            entries.map((entry) => entry.code),
          ),
        );
      const hashes = new Map(stored.map((row) => [row.code, row.seedHash]));
      for (const entry of entries) {
        const seedHash = seedHashOf(entry);
        if (hashes.get(entry.code) === seedHash) continue;
        const values = { ...columnsOf(entry), seedCode: entry.code, seedHash };
        // A deleted entry stays deleted: only its texts follow the file.
        await db
          .insert(faqEntries)
          .values(values)
          .onConflictDoUpdate({
            target: faqEntries.seedCode,
            set: { ...values, updatedAt: sql`now()` },
          });
      }
    },
  };
}
export type FaqRepository = ReturnType<typeof faqRepository>;
