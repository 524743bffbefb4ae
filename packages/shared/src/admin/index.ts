import { z } from 'zod';
import { DB_INTEGER_MAX, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';

/** An account's standing: a suspended one cannot sign in. */
export const accountStatuses = ['active', 'suspended'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const ADMIN_ACCOUNTS_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_ACCOUNTS_PAGE_SIZE_MAX = 100;

const required = fieldError();
const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number(required)
    .int(messageKey('invalidValue'))
    .min(1, messageKey('invalidValue'))
    .max(max, messageKey('invalidValue'))
    .default(fallback);

/** `GET /admin/accounts`: a page of accounts whose name or e-mail holds `search`. */
export const adminAccountsQuery = z.object({
  search: safeText().trim().max(100, messageKey('tooLarge')).optional(),
  page: pageNumber(DB_INTEGER_MAX, 1),
  pageSize: pageNumber(ADMIN_ACCOUNTS_PAGE_SIZE_MAX, ADMIN_ACCOUNTS_PAGE_SIZE_DEFAULT),
});
export type AdminAccountsQuery = z.infer<typeof adminAccountsQuery>;

/** An account as the platform admin sees it: read only but for its status. */
export const adminAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(accountStatuses),
  role: z.enum(['owner', 'admin']),
  /** The plan of the current subscription, in both languages; null without one. */
  plan: z.object({ ar: z.string(), en: z.string() }).nullable(),
  propertiesCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const adminAccountsResponse = z.object({
  data: z.array(adminAccount),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type AdminAccountsResponse = z.infer<typeof adminAccountsResponse>;
export const adminAccountResponse = z.object({ data: adminAccount });
