import type { Language } from '@nuzul/shared/accounts';
import { formatMoney } from '@nuzul/shared/money';
import type { PaymentStatus } from '@nuzul/shared/payments';

/** The page's texts: it is served by the API, outside the web app and its translations. */
const texts = {
  ar: {
    title: 'الدفع التجريبي',
    notice: 'هذه صفحة دفع تجريبية: لا تُخصم أي أموال.',
    invoice: 'الفاتورة',
    amount: 'المبلغ',
    pay: 'ادفع',
    fail: 'فشل الدفع',
    pending: 'اتركه قيد الانتظار',
    decided: { paid: 'تم دفع هذه العملية.', failed: 'فشلت هذه العملية.', pending: '' },
    back: 'العودة إلى نزل',
  },
  en: {
    title: 'Sandbox payment',
    notice: 'This is a sandbox checkout: no money is taken.',
    invoice: 'Invoice',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    pending: 'Leave pending',
    decided: { paid: 'This payment is paid.', failed: 'This payment failed.', pending: '' },
    back: 'Back to Nuzul',
  },
} as const satisfies Record<Language, unknown>;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The page's language: `?lng=` when given, else the first of Arabic or English the browser asks for. */
export function checkoutLanguage(
  lng: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (lng === 'ar' || lng === 'en') return lng;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((entry) => /^(ar|en)\b/.test(entry.tag));
  return asked?.tag.startsWith('en') ? 'en' : 'ar';
}

/**
 * The sandbox's checkout: the amount and three plain form buttons posting back here (no
 * script, so the API's CSP holds). A payment decided already shows its outcome and a way back.
 */
export function checkoutPage(payment: {
  id: string;
  amount: number;
  description: string;
  status: PaymentStatus;
  callbackUrl: string;
  language: Language;
}): string {
  const t = texts[payment.language];
  const action = `/sandbox/checkout/${encodeURIComponent(payment.id)}`;
  const button = (outcome: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}">${escape(label)}</button>`;
  const body =
    payment.status === 'pending'
      ? `<form method="post" action="${escape(action)}">
      <input type="hidden" name="lng" value="${payment.language}">
      ${button('paid', t.pay)}
      ${button('failed', t.fail)}
      ${button('pending', t.pending)}
    </form>`
      : `<p role="status">${escape(t.decided[payment.status])}</p>
    <p><a href="${escape(payment.callbackUrl)}">${escape(t.back)}</a></p>`;
  return `<!doctype html>
<html lang="${payment.language}" dir="${payment.language === 'ar' ? 'rtl' : 'ltr'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escape(t.title)}</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f1f1f; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
    dd { margin: 0; font-weight: 600; }
    form { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1.5rem; }
    button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #d9d9d9; background: #fff; cursor: pointer; }
    button[value="paid"] { background: #1677ff; border-color: #1677ff; color: #fff; }
    .notice { background: #fffbe6; border: 1px solid #ffe58f; padding: .5rem .75rem; border-radius: 6px; }
  </style>
</head>
<body>
  <main>
    <h1>${escape(t.title)}</h1>
    <p class="notice">${escape(t.notice)}</p>
    <dl>
      <dt>${escape(t.invoice)}</dt><dd>${escape(payment.description)}</dd>
      <dt>${escape(t.amount)}</dt><dd>${escape(formatMoney(payment.amount, payment.language))}</dd>
    </dl>
    ${body}
  </main>
</body>
</html>
`;
}
