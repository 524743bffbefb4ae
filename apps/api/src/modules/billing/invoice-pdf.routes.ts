import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languages } from '@nuzul/shared/accounts';
import { dbIdParam } from '@nuzul/shared/validation';
import { actorOf } from '../../platform/auth';
import type { BillingService } from './billing.service';
import { invoicePdfName, renderInvoicePdf } from './invoice-pdf';

const params = z.object({ id: dbIdParam });
const querystring = z.object({
  /** The PDF's language: Arabic (right to left, the default) or English. */
  lang: z.enum(languages).default('ar'),
});

/**
 * `GET /invoices/:id/pdf`: the signed-in account's invoice as a PDF file, rendered on the
 * server in Arabic or English. Another account's invoice is not found (404), as on
 * `GET /invoices/:id`. Registered inside the billing routes, so it is signed-in only.
 */
export const invoicePdfRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags: ['billing'],
        summary:
          'The invoice as an A4 PDF with its ZATCA QR, in Arabic (right to left) or English; downloaded as INV-YYYY-NNNNNN.pdf',
        params,
        querystring,
        response: {
          200: {
            description: 'The PDF file',
            content: {
              'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const invoice = await billing.invoice(actorOf(request), request.params.id);
      const pdf = await renderInvoicePdf(invoice, request.query.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoicePdfName(invoice)}"`)
        .header('content-length', pdf.length)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
