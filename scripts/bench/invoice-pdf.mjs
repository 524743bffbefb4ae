// `npx tsx scripts/bench/invoice-pdf.mjs`: how long the server takes to render one invoice's
// PDF (GET /invoices/:id/pdf without the database read), in Arabic and in English. The first
// render of a process loads and parses the fonts; the next ones reuse them. Prints the first
// render and the median and slowest of the following ones, in wall time and in CPU time (the
// process's user and system time, which another program's load on the machine disturbs less).
import { zatcaQr } from '@nuzul/shared/billing';
import { renderInvoicePdf } from '../../apps/api/src/modules/billing/invoice-pdf.ts';

const RUNS = 20;

// One invoice as the service maps it: Basic monthly, 99.00 SAR with a 10 % promo code, paid.
// An Arabic seller name and customer, so that the Arabic shaping is part of the work.
const seller = { name: 'شركة نزل لتقنية المعلومات', vatNumber: '300000000000003' };
const issuedAt = new Date('2026-03-20T09:15:00.000Z');
const invoice = {
  id: 1,
  number: 'INV-2026-000001',
  issuedBy: {
    name: seller.name,
    address: 'طريق الملك فهد، الرياض 12271، المملكة العربية السعودية',
    vatNumber: seller.vatNumber,
    crNumber: '1010000000',
  },
  customerName: 'سارة الحربي',
  issueDate: '2026-03-20',
  dueDate: '2026-03-27',
  registrationNo: seller.vatNumber,
  items: [
    {
      description: { ar: 'باقة الأساسية — شهر واحد', en: 'Basic plan — 1 month' },
      unitPrice: 99_00,
      quantity: 1,
      amount: 99_00,
    },
  ],
  currency: 'SAR',
  subtotal: 99_00,
  discount: 9_90,
  vatRate: 1_500,
  vat: 13_37,
  total: 102_47,
  status: 'paid',
  paidAt: '2026-03-20T22:30:00.000Z',
  qr: zatcaQr({
    sellerName: seller.name,
    vatNumber: seller.vatNumber,
    timestamp: issuedAt,
    total: 102_47,
    vat: 13_37,
  }),
  subscriptionId: 1,
  promoCode: 'WELCOME10',
};

async function timed(language) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const pdf = await renderInvoicePdf(invoice, language);
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
    bytes: pdf.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`ZATCA QR of the sample invoice: ${invoice.qr}`);
const first = await timed('ar');
console.log(
  `first render (fonts loaded): ${first.ms.toFixed(0)} ms (CPU ${first.cpuMs.toFixed(0)} ms), ${first.bytes} bytes`,
);
for (const language of ['ar', 'en']) {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await timed(language));
  const wall = results.map((result) => result.ms);
  console.log(
    `${language}: median ${median(wall).toFixed(0)} ms, slowest ${Math.max(...wall).toFixed(0)} ms, ` +
      `median CPU ${median(results.map((result) => result.cpuMs)).toFixed(0)} ms over ${RUNS} renders, ` +
      `${results[0].bytes} bytes`,
  );
}
