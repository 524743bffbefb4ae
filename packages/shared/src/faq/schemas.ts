import { z } from 'zod';
import { fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  FAQ_SEARCH_MAX_LENGTH,
  FAQ_SORT_ORDER_MAX,
  faqCategories,
} from './rules';

const required = fieldError();

const text = (max: number) =>
  safeText().trim().min(1, messageKey('required')).max(max, messageKey('tooLarge'));

/** `GET /faq?search=&lang=`: the words to find, in the language whose texts are searched. */
export const faqQuery = z.object({
  search: safeText().trim().max(FAQ_SEARCH_MAX_LENGTH, messageKey('tooLarge')).optional(),
  lang: z.enum(['ar', 'en'], required).default('ar'),
});
export type FaqQuery = z.infer<typeof faqQuery>;

/** An FAQ entry as the platform admin writes it. */
export const faqEntryInput = z.object(
  {
    category: z.enum(faqCategories, required),
    question: z.object(
      { ar: text(FAQ_QUESTION_MAX_LENGTH), en: text(FAQ_QUESTION_MAX_LENGTH) },
      required,
    ),
    answer: z.object(
      { ar: text(FAQ_ANSWER_MAX_LENGTH), en: text(FAQ_ANSWER_MAX_LENGTH) },
      required,
    ),
    sortOrder: z
      .number(fieldError('mustBeNumber'))
      .int(messageKey('invalidValue'))
      .min(0, messageKey('invalidValue'))
      .max(FAQ_SORT_ORDER_MAX, messageKey('tooLarge')),
  },
  required,
);
export type FaqEntryInput = z.infer<typeof faqEntryInput>;
