import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@nuzul/shared/accounts';
import { accountStatuses, adminAccountsQuery, adminAccountsResponse } from '@nuzul/shared/admin';
import { fieldError } from '@nuzul/shared/validation';
import { actorOf } from '../../platform/auth';
import { assertCan } from '../../platform/policy';
import type { AdminAccountsService } from './admin-accounts.service';

const idParams = z.object({ id: z.uuid(fieldError('invalidValue')) });
const statusInput = z.object({ status: z.enum(accountStatuses, fieldError()) }, fieldError());

/** The platform admin's list of accounts and their status; anyone else gets 404. */
export const adminAccountsRoutes: FastifyPluginAsyncZod<{ admin: AdminAccountsService }> = async (
  app,
  { admin },
) => {
  app.addHook('onRequest', app.requireAuth);
  // Before the input is validated: to anyone else these routes do not exist, whatever is sent.
  app.addHook('preValidation', async (request) => assertCan(actorOf(request), 'accounts:manage'));
  const tags = ['admin'];

  app.get(
    '/admin/accounts',
    {
      schema: {
        tags,
        summary:
          'A page of accounts, newest first, whose name or e-mail holds `search`: name, e-mail, status, plan, properties, created',
        querystring: adminAccountsQuery,
        response: { 200: adminAccountsResponse },
      },
    },
    async (request) => admin.list(actorOf(request), request.query),
  );
  app.put(
    '/admin/accounts/:id/status',
    {
      schema: {
        tags,
        summary:
          'Suspends (its sessions end, it cannot sign in, it is mailed) or reactivates an account (409 ACCOUNT_SUSPEND_SELF for your own)',
        params: idParams,
        body: statusInput,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await admin.setStatus(actorOf(request), request.params.id, request.body.status);
      return { data: { ok: true as const } };
    },
  );
};
