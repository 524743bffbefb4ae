import { z } from 'zod';

export const healthResponse = z.object({ data: z.object({ status: z.literal('ok') }) });
export type HealthResponse = z.infer<typeof healthResponse>;

export const readyResponse = z.object({
  data: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
