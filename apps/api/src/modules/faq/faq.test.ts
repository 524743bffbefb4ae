import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqCategories } from '@nuzul/shared/faq';
import { faqEntries } from '../../db/schema/faq';
import { createVerifiedAccount, loginToken } from '../../test/accounts-fixtures';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api } from '../listings/listings.fixtures';
import { faqRepository } from './faq.repository';
import { seedFaq } from './faq.seed';

const ADMIN_EMAIL = 'faq-admin@example.com';
let t: TestApp;
let mail: MailCatcher;
let admin: ReturnType<typeof api>;

const faq = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/faq${query}`, headers });

type Entry = {
  id: number;
  category: string;
  question: { ar: string; en: string };
  answer: { ar: string; en: string };
};
const questions = async (query: string, lang: 'ar' | 'en') => {
  const res = await faq(`?lang=${lang}&search=${encodeURIComponent(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Entry[]).map((entry) => entry.question[lang]);
};

const entry = {
  category: 'calendar_bookings',
  question: { ar: 'هل يمكن تقسيم الإيجار على دفعتين؟', en: 'Can the rent be paid in two parts?' },
  answer: { ar: 'نعم، بالعربون ثم الباقي.', en: 'Yes: the down payment, then the rest.' },
  sortOrder: 5,
};

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url, ADMIN_EMAILS: ADMIN_EMAIL } });
  await createVerifiedAccount(t.app, mail, ADMIN_EMAIL);
  admin = api(t.app, await loginToken(t.app, ADMIN_EMAIL));
}, 60_000);
afterAll(async () => {
  await t.close();
  await mail.close();
});

describe('the seeded FAQ (requirements-next §13)', () => {
  it('holds at least 25 entries in both languages, every category, in page order, for anyone', async () => {
    const res = await faq();
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Entry[];
    expect(list.length).toBeGreaterThanOrEqual(25);
    expect(list.length).toBe(seedFaq.length);
    for (const item of list) {
      expect(item.question.ar).not.toBe('');
      expect(item.question.en).not.toBe('');
      expect(item.answer.ar).not.toBe('');
      expect(item.answer.en).not.toBe('');
    }
    const categories = list.map((item) => item.category);
    expect([...new Set(categories)]).toEqual([...faqCategories]);
  });

  it('is upserted at start only where the file changed: the admin edits survive a restart', async () => {
    const [first] = (await faq()).json().data as Entry[];
    const edited = await admin.put(`/admin/faq/${first!.id}`, {
      ...entry,
      category: first!.category,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const repo = faqRepository(t.database.db);
    await repo.seed(seedFaq);
    const [again] = (await faq()).json().data as Entry[];
    expect(again!.question.en).toBe(entry.question.en);
    // A changed seed entry is written over the stored one.
    const changed = seedFaq.map((item) =>
      item.code === seedFaq[0]!.code
        ? { ...item, question: { ...item.question, en: 'How do I begin?' } }
        : item,
    );
    await repo.seed(changed);
    const [rewritten] = (await faq()).json().data as Entry[];
    expect(rewritten!.question.en).toBe('How do I begin?');
    await repo.seed(seedFaq);
    const rows = await t.database.db.select().from(faqEntries).where(eq(faqEntries.id, first!.id));
    expect(rows[0]!.questionEn).toBe(seedFaq[0]!.question.en);
  });
});

describe('search (Arabic normalised, question and answer in the asked language)', () => {
  it('finds "الضريبه" as "الضريبة" is written, and a word typed with tashkeel', async () => {
    const written = await questions('الضريبة', 'ar');
    expect(written.length).toBeGreaterThan(0);
    expect(await questions('الضريبه', 'ar')).toEqual(written);
    expect(await questions('الضَّرِيبَة', 'ar')).toEqual(written);
    expect(written).toContain('هل أسعار الخطط تشمل ضريبة القيمة المضافة؟');
  });

  it('finds "ايجار" when "إيجار" is typed (an admin\'s entry written without hamza)', async () => {
    const created = await admin.post('/admin/faq', {
      ...entry,
      question: { ar: 'كيف أحدد سعر ايجار الشهر؟', en: 'How do I set a monthly rent?' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await questions('إيجار الشهر', 'ar')).toEqual(['كيف أحدد سعر ايجار الشهر؟']);
    const removed = await admin.delete(`/admin/faq/${created.json().data.id}`);
    expect(removed.statusCode).toBe(200);
  });

  it('searches the answer too, in English case-insensitively, and only the asked language', async () => {
    expect(await questions('RECOVERY codes', 'en')).toEqual([
      'I lost my phone; how do I get into my account?',
    ]);
    expect(await questions('recovery', 'ar')).toEqual([]);
    expect(await questions('رموز استرداد', 'ar')).toEqual(['فقدت هاتفي، كيف أدخل إلى حسابي؟']);
    expect(await questions('zzzz', 'en')).toEqual([]);
  });

  it('refuses a search longer than 100 characters with VALIDATION_FAILED', async () => {
    const res = await faq(`?search=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('ETag', () => {
  it('answers 304 with no body to If-None-Match of the current tag, and 200 once an entry changed', async () => {
    const first = await faq('?lang=en&search=invoice');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await faq('?lang=en&search=invoice', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await faq('?lang=en&search=invoice', { 'if-none-match': `W/${etag}` })).statusCode,
    ).toBe(304);
    // Another search is another body, so another tag.
    expect((await faq('?lang=en&search=vat')).headers.etag).not.toBe(etag);

    const target = (first.json().data as Entry[])[0]!;
    const edited = await admin.put(`/admin/faq/${target.id}`, {
      category: target.category,
      question: { ...target.question, en: `${target.question.en} (invoice)` },
      answer: target.answer,
      sortOrder: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await faq('?lang=en&search=invoice', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe("the admin's FAQ entries (A-19)", () => {
  it('creates, edits, orders and deletes an entry that everyone then reads', async () => {
    const created = await admin.post('/admin/faq', entry);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const inCategory = async () =>
      ((await faq()).json().data as Entry[])
        .filter((item) => item.category === 'calendar_bookings')
        .map((item) => item.id);
    // Order 5 comes before the seeded 10, 20, 30 of its category.
    expect((await inCategory())[0]).toBe(id);

    const moved = await admin.put(`/admin/faq/${id}`, { ...entry, sortOrder: 25 });
    expect(moved.statusCode).toBe(200);
    expect((await inCategory()).indexOf(id)).toBe(2);

    const edited = await admin.put(`/admin/faq/${id}`, {
      ...entry,
      answer: { ...entry.answer, en: 'Yes, with a deposit.' },
    });
    expect(edited.json().data.answer.en).toBe('Yes, with a deposit.');
    expect(await questions('deposit', 'en')).toContain(entry.question.en);

    expect((await admin.delete(`/admin/faq/${id}`)).statusCode).toBe(200);
    expect(await inCategory()).not.toContain(id);
    expect((await admin.delete(`/admin/faq/${id}`)).statusCode).toBe(404);
    expect((await admin.put(`/admin/faq/${id}`, entry)).statusCode).toBe(404);
  });

  it('refuses an entry without its Arabic answer or with an unknown category, changing nothing', async () => {
    const before = (await faq()).json().data.length;
    const missing = await admin.post('/admin/faq', { ...entry, answer: { ar: ' ', en: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const unknown = await admin.post('/admin/faq', { ...entry, category: 'pricing' });
    expect(unknown.statusCode).toBe(400);
    expect((await faq()).json().data.length).toBe(before);
  });

  it('answers 404 to an owner on every admin FAQ route, whatever the body, and changes nothing', async () => {
    const { token } = await createOwner(t.app, mail, { subscribed: false });
    const owner = api(t.app, token);
    const [target] = (await faq()).json().data as Entry[];
    for (const res of [
      await owner.post('/admin/faq', entry),
      await owner.post('/admin/faq', {}),
      await owner.put(`/admin/faq/${target!.id}`, entry),
      await owner.delete(`/admin/faq/${target!.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const [still] = (await faq()).json().data as Entry[];
    expect(still).toEqual(target);
  });
});
