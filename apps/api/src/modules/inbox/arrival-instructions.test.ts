import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@nuzul/shared/errors';
import type { MessageResponse } from '@nuzul/shared/inbox';
import { uniqueEmail } from '../../test/accounts-fixtures';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { arrival } from '../../test/terms-fixtures';
import {
  bookingBody,
  bookingsApi,
  guest,
  insertBookableProperty,
} from '../bookings/bookings.fixtures';

/**
 * Issue 16: the owner sends a booking's arrival instructions to its guest — their
 * `arrival_instructions` template in the guest's language with the property's arrival
 * information, through the real SMTP listener — and the thread notes it. Bookings stay
 * 1–3 December 2026 in Riyadh; the clock starts on 22 November.
 */
const START = new Date('2026-11-22T09:00:00.000Z');
const EN_HOW = 'North gate, 3rd floor, code 4821';

describe('arrival instructions', () => {
  let t: TestApp;
  let mail: MailCatcher;
  const clock = testClock(START);

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: clock.clock });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function owner() {
    const made = await createOwner(t.app, mail);
    return { ...made, api: bookingsApi(t.app, made.token) };
  }
  type Owner = Awaited<ReturnType<typeof owner>>;

  /** A confirmed booking whose property has arrival information in Arabic and English. */
  async function booking(me: Owner, options: { language?: string; arrivalInfo?: boolean } = {}) {
    const property = await insertBookableProperty(t.database.db, me.userId, {
      name: 'شقة الياسمين',
    });
    if (options.arrivalInfo !== false) {
      const saved = await me.api.put(`/properties/${property.id}/arrival`, {
        ...arrival,
        arrivalInstructions: [
          ...arrival.arrivalInstructions,
          { language: 'en', howToArrive: EN_HOW, pickupDetails: '' },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const email = uniqueEmail('guest');
    const res = await me.api.post(
      '/bookings',
      bookingBody(
        property.id,
        { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
        { status: 'confirmed', guest: { ...guest, email, language: options.language ?? 'ar' } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { bookingId: res.json().data.id as string, email };
  }

  const sendInstructions = (me: Owner, bookingId: string) =>
    me.api.post(`/bookings/${bookingId}/arrival-instructions`, {});

  /** The booking's thread messages (opening the thread if need be). */
  async function threadMessages(me: Owner, bookingId: string): Promise<MessageResponse[]> {
    const opened = await me.api.post('/inbox/threads', { bookingId });
    const threadId = opened.json().data.id as string;
    return (await me.api.get(`/inbox/threads/${threadId}/messages`)).json().data;
  }

  const notes = (messages: MessageResponse[]) =>
    messages.filter((m) => m.systemKind === 'arrival_instructions_sent');

  /** Rows of what a send leaves behind: threads and queued e-mails of the booking. */
  async function traces(bookingId: string) {
    const threads = await t.database.db.execute(
      sql`select count(*)::int as n from inbox_threads where booking_id = ${bookingId}`,
    );
    const jobs = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where queue = 'inbox:arrival-instructions-email'`,
    );
    const n = (result: unknown) => (result as { rows: Array<{ n: number }> }).rows[0]!.n;
    return { threads: n(threads), jobs: n(jobs) };
  }

  it('e-mails an Arabic guest the default template in Arabic with the arrival text, and notes it once in a new thread', async () => {
    const me = await owner();
    const { bookingId, email } = await booking(me, { language: 'ar' });
    const res = await sendInstructions(me, bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { sentAt: START.toISOString() } });
    await t.app.jobs.drain();
    const [message] = await mail.mailsTo(email);
    expect(message!.subject).toContain('شقة الياسمين');
    expect(message!.text).toContain('Sara');
    expect(message!.text).toContain('المدخل الشمالي، الدور الثالث، الرمز 4821');
    expect(message!.text).toContain('المفتاح في الصندوق الذكي');
    expect(message!.text).not.toContain(EN_HOW);
    expect(message!.html).toContain('dir="rtl"');

    // The thread was made by the send: the confirmation, then exactly one note.
    const messages = await threadMessages(me, bookingId);
    expect(messages.map((m) => m.systemKind)).toEqual([
      'booking_confirmed',
      'arrival_instructions_sent',
    ]);
    expect(notes(messages)[0]).toMatchObject({ sender: 'system', body: '', readAt: null });
  });

  it("uses the owner's edited template in English for a guest whose language is not Arabic, and each send leaves its note", async () => {
    const me = await owner();
    const cms = (method: 'put', url: string, payload: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${me.token}` },
        payload: payload as object,
      });
    const edited = await cms('put', '/cms/email-templates/arrival_instructions', {
      subject: { ar: 'وصولك إلى {{property.name}}', en: 'Getting to {{property.name}}' },
      body: {
        ar: '<p>أهلًا {{guest.firstName}}</p><p>{{arrival.howToArrive}}</p>',
        en: '<p>Dear {{guest.firstName}}, see you on {{booking.arrival}}.</p><p>{{arrival.howToArrive}}</p>',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { bookingId, email } = await booking(me, { language: 'fr' });
    const threadBefore = await me.api.post('/inbox/threads', { bookingId });
    expect(threadBefore.statusCode).toBe(201);

    expect((await sendInstructions(me, bookingId)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [first] = await mail.mailsTo(email);
    expect(first!.subject).toBe('Getting to شقة الياسمين');
    expect(first!.text).toContain('Dear Sara, see you on');
    expect(first!.text).toContain(EN_HOW);
    expect(first!.html).toContain('dir="ltr"');

    expect((await sendInstructions(me, bookingId)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await mail.mailsTo(email, 2)).toHaveLength(2);
    const messages = await threadMessages(me, bookingId);
    expect(messages.map((m) => m.systemKind)).toEqual([
      'booking_confirmed',
      'arrival_instructions_sent',
      'arrival_instructions_sent',
    ]);
    expect(new Set(notes(messages).map(({ id }) => id)).size).toBe(2);
  });

  it('answers 404 for another owner’s booking and sends nothing', async () => {
    const me = await owner();
    const other = await owner();
    const { bookingId } = await booking(me);
    const before = await traces(bookingId);
    const res = await sendInstructions(other, bookingId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await traces(bookingId)).toEqual(before);
  });

  it('refuses a cancelled booking (409) and changes nothing', async () => {
    const me = await owner();
    const { bookingId } = await booking(me);
    expect((await me.api.post(`/bookings/${bookingId}/cancel`, {})).statusCode).toBe(200);
    const before = await traces(bookingId);
    const res = await sendInstructions(me, bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ARRIVAL_INSTRUCTIONS_BOOKING_CLOSED',
      message: 'Arrival instructions cannot be sent for a cancelled or past booking.',
    });
    expect(await traces(bookingId)).toEqual({ ...before, threads: 0 });
  });

  it('refuses a booking whose departure day has passed, but not on the departure day', async () => {
    const me = await owner();
    const { bookingId } = await booking(me);
    const stay = (from: string, to: string) =>
      t.database.db.execute(
        sql`update bookings set date_from = ${from}, date_to = ${to} where id = ${bookingId}`,
      );
    // Today is 22 November in Riyadh: the departure day itself still counts.
    await stay('2026-11-20', '2026-11-22');
    expect((await sendInstructions(me, bookingId)).statusCode).toBe(200);
    await stay('2026-11-19', '2026-11-21');
    const res = await sendInstructions(me, bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ARRIVAL_INSTRUCTIONS_BOOKING_CLOSED');
  });

  it('refuses a booking without guest e-mail (GUEST_EMAIL_MISSING) and changes nothing', async () => {
    const me = await owner();
    const { bookingId } = await booking(me);
    await t.database.db.execute(sql`update bookings set guest_email = '' where id = ${bookingId}`);
    const before = await traces(bookingId);
    const res = await sendInstructions(me, bookingId);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('GUEST_EMAIL_MISSING');
    expect(await traces(bookingId)).toEqual({ ...before, threads: 0 });
  });

  it('refuses a property without arrival information (ARRIVAL_INFORMATION_MISSING)', async () => {
    const me = await owner();
    const { bookingId } = await booking(me, { arrivalInfo: false });
    const res = await sendInstructions(me, bookingId);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ARRIVAL_INFORMATION_MISSING');
    expect(errorCatalogue.ARRIVAL_INFORMATION_MISSING.message).toBe(
      "Add the property's arrival information first.",
    );
    expect((await traces(bookingId)).threads).toBe(0);
  });

  it('sends at most 5 times per booking in an hour (429 RATE_LIMITED)', async () => {
    const me = await owner();
    const { bookingId } = await booking(me);
    for (let i = 0; i < 5; i += 1) {
      expect((await sendInstructions(me, bookingId)).statusCode).toBe(200);
    }
    const sixth = await sendInstructions(me, bookingId);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
  });
});
