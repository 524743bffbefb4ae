import { z } from 'zod';

/** The body of every failed API answer. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
