import { z } from 'zod';
import { validationMessages, type ValidationMessageKey } from '../validation/messages';

const validationKeys = Object.keys(validationMessages) as [
  ValidationMessageKey,
  ...ValidationMessageKey[],
];

/** The body of every failed API answer. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z
    .array(
      z.object({
        path: z.string(),
        code: z.enum(validationKeys),
        message: z.string(),
        values: z.record(z.string(), z.string()).optional(),
      }),
    )
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
