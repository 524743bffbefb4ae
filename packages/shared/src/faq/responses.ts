import { z } from 'zod';
import { faqCategories } from './rules';

const bilingual = z.object({ ar: z.string(), en: z.string() });

/** An entry as everyone reads it: both languages, so the page switches without a reload. */
export const faqEntry = z.object({
  id: z.number().int(),
  category: z.enum(faqCategories),
  question: bilingual,
  answer: bilingual,
  sortOrder: z.number().int(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const faqResponse = z.object({ data: z.array(faqEntry) });
export type FaqResponse = z.infer<typeof faqResponse>;
export const faqEntryResponse = z.object({ data: faqEntry });
