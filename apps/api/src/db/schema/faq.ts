import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { faqCategories } from '@nuzul/shared/faq';

/**
 * The FAQ (requirements-next §13): platform help content, the same for every account, in
 * both languages. Seeded entries keep their `seed_code`; a start rewrites one only when its
 * entry in the seed file changed (`seed_hash`), so the admin's edits survive restarts. A
 * deleted entry keeps its row (`deleted_at`), so a restart does not bring a seeded one back.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    seedCode: text('seed_code').unique(),
    seedHash: text('seed_hash'),
    category: text('category', { enum: faqCategories }).notNull(),
    questionAr: text('question_ar').notNull(),
    questionEn: text('question_en').notNull(),
    answerAr: text('answer_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('faq_entries_sort_order', sql`${table.sortOrder} >= 0`),
    index('faq_entries_order_idx').on(table.category, table.sortOrder),
  ],
);
