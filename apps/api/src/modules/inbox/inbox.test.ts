import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@nuzul/shared/errors';
import { MAX_CHAT_MESSAGE_LENGTH, type MessageResponse } from '@nuzul/shared/inbox';
import { loginToken, uniqueEmail } from '../../test/accounts-fixtures';
import { issueSaying } from '../../test/field-issues';
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
 * Chat with threads (spec §2, §5 "Chat messages have a maximum length", requirements-next
 * §10): the owner's inbox and the guest's page by e-mailed link, on one app, its real SMTP
 * listener and a clock the tests move. Bookings stay 1–3 December 2026 in Riyadh.
 */
const APP_URL = 'http://nuzul.example';
const START = new Date('2026-11-22T09:00:00.000Z');
const LINK = /http:\/\/nuzul\.example\/g\/([A-Za-z0-9_-]{43})/;

describe('inbox', () => {
  let t: TestApp;
  let mail: MailCatcher;
  const clock = testClock(START);

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url, APP_URL }, clock: clock.clock });
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

  /** A confirmed booking of the owner whose guest has their own address and language. */
  async function booking(
    me: Owner,
    options: { language?: string; status?: 'confirmed' | 'pending'; name?: string } = {},
  ) {
    const property = await insertBookableProperty(t.database.db, me.userId, {
      name: options.name ?? 'شقة الياسمين',
    });
    const email = uniqueEmail('guest');
    const res = await me.api.post(
      '/bookings',
      bookingBody(
        property.id,
        { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
        {
          status: options.status ?? 'confirmed',
          guest: { ...guest, email, language: options.language ?? 'ar' },
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { propertyId: property.id, bookingId: res.json().data.id as string, email };
  }

  async function thread(me: Owner, bookingId: string): Promise<string> {
    const res = await me.api.post('/inbox/threads', { bookingId });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json().data.id as string;
  }

  /** A second later: the inbox orders threads by their last message's time. */
  const tick = () => clock.advance(1000);

  const send = (me: Owner, threadId: string, body: unknown) =>
    me.api.post(`/inbox/threads/${threadId}/message`, { body });

  /** Sends as the owner and answers the guest's token from the e-mail that follows. */
  async function tokenFor(me: Owner, threadId: string, to: string, count = 1) {
    expect((await send(me, threadId, 'مرحبا')).statusCode).toBe(201);
    await t.app.jobs.drain();
    const mails = await mail.mailsTo(to, count);
    return LINK.exec(mails.at(-1)!.text)![1]!;
  }

  const guestGet = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/public/threads/${token}/messages${query}` });
  const guestPost = (token: string, body: unknown, ip = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/public/threads/${token}/messages`,
      payload: { body },
      remoteAddress: ip,
    });

  describe('threads', () => {
    it('opens one thread per booking, with the confirmation note, and lists it', async () => {
      const me = await owner();
      const { bookingId, propertyId } = await booking(me);
      const first = await me.api.post('/inbox/threads', { bookingId });
      expect(first.statusCode, first.body).toBe(201);
      const again = await me.api.post('/inbox/threads', { bookingId });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
      expect(first.json().data).toMatchObject({
        bookingId,
        propertyId,
        propertyName: 'شقة الياسمين',
        guestFirstName: 'Sara',
        guestLastName: 'Alharbi',
        guestLanguage: 'ar',
        guestCanBeEmailed: true,
        bookingStatus: 'confirmed',
        dateFrom: '2026-12-01',
        dateTo: '2026-12-03',
        lastMessage: { sender: 'system', systemKind: 'booking_confirmed', preview: '' },
        unreadCount: 0,
      });
      const messages = await me.api.get(`/inbox/threads/${first.json().data.id}/messages`);
      expect(messages.json().data).toEqual([
        expect.objectContaining({ sender: 'system', systemKind: 'booking_confirmed', body: '' }),
      ]);
    });

    it('makes one thread when many "Message guest" calls race', async () => {
      const me = await owner();
      const { bookingId } = await booking(me);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => me.api.post('/inbox/threads', { bookingId })),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from inbox_threads where booking_id = ${bookingId}`,
      );
      expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
      const notes = await me.api.get(`/inbox/threads/${answers[0]!.json().data.id}/messages`);
      expect(notes.json().data).toHaveLength(1);
    });

    it('notes the confirmation when a pending booking is confirmed later, once', async () => {
      const me = await owner();
      const { bookingId, propertyId, email } = await booking(me, { status: 'pending' });
      const threadId = await thread(me, bookingId);
      expect((await me.api.get(`/inbox/threads/${threadId}/messages`)).json().data).toEqual([]);
      const body = bookingBody(
        propertyId,
        { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
        { status: 'confirmed', guest: { ...guest, email } },
      );
      expect((await me.api.put(`/bookings/${bookingId}`, body)).statusCode).toBe(200);
      await t.app.jobs.drain();
      expect((await me.api.put(`/bookings/${bookingId}`, { ...body, guests: 3 })).statusCode).toBe(
        200,
      );
      await t.app.jobs.drain();
      const notes = (await me.api.get(`/inbox/threads/${threadId}/messages`)).json().data;
      expect(notes.map((m: MessageResponse) => m.systemKind)).toEqual(['booking_confirmed']);
    });

    it('searches by guest or property and keeps the list to the account', async () => {
      const me = await owner();
      const other = await owner();
      const a = await booking(me, { name: 'Palm Villa' });
      const b = await booking(me, { name: 'شاليه البحر' });
      await t.database.db.execute(
        sql`update bookings set guest_first_name = 'Omar' where id = ${b.bookingId}`,
      );
      const theirs = await booking(other, { name: 'Palm Villa' });
      const ta = await thread(me, a.bookingId);
      tick();
      const tb = await thread(me, b.bookingId);
      await thread(other, theirs.bookingId);

      const ids = async (query: string) =>
        (await me.api.get(`/inbox/threads${query}`)).json().data.map((x: { id: string }) => x.id);
      expect(await ids('')).toEqual([tb, ta]);
      expect(await ids('?search=palm')).toEqual([ta]);
      expect(await ids('?search=البحر')).toEqual([tb]);
      expect(await ids('?search=omar')).toEqual([tb]);
      expect(await ids(`?search=${encodeURIComponent(a.email)}`)).toEqual([ta]);
      expect(await ids('?search=%25')).toEqual([]);
      const list = await me.api.get('/inbox/threads?pageSize=1');
      expect(list.json().meta).toEqual({ page: 1, pageSize: 1, total: 2, unreadCount: 0 });
    });

    it("answers 404 for another owner's thread or booking, on every route", async () => {
      const me = await owner();
      const other = await owner();
      const { bookingId } = await booking(me);
      const threadId = await thread(me, bookingId);
      const api = other.api;
      const answers = await Promise.all([
        api.post('/inbox/threads', { bookingId }),
        api.get(`/inbox/threads/${threadId}`),
        api.get(`/inbox/threads/${threadId}/messages`),
        api.post(`/inbox/threads/${threadId}/message`, { body: 'hello' }),
        api.post(`/inbox/threads/${threadId}/read`, {}),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      expect((await other.api.get('/inbox/threads')).json().data).toEqual([]);
      // Nothing was written to the owner's thread.
      expect((await me.api.get(`/inbox/threads/${threadId}/messages`)).json().data).toHaveLength(1);
    });

    it('asks for a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/inbox/threads' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('messages (spec §5: at most 2,000 characters, plain text)', () => {
    it('accepts 2,000 characters and refuses 2,001 with "Maximum 2000 characters allowed"', async () => {
      const me = await owner();
      const threadId = await thread(me, (await booking(me)).bookingId);
      const longest = 'ن'.repeat(MAX_CHAT_MESSAGE_LENGTH);
      const ok = await send(me, threadId, longest);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.body).toBe(longest);
      const refused = await send(me, threadId, `${longest}ن`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Maximum 2000 characters allowed',
        details: [issueSaying('body.body', 'Maximum 2000 characters allowed')],
      });
      const data = (await me.api.get(`/inbox/threads/${threadId}/messages`)).json().data;
      expect(data.filter((m: MessageResponse) => m.sender === 'owner')).toHaveLength(1);
    });

    it('refuses an empty or whitespace-only message with "Write a message first"', async () => {
      const me = await owner();
      const threadId = await thread(me, (await booking(me)).bookingId);
      for (const body of ['', '   ', '\n\t \n']) {
        const res = await send(me, threadId, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([issueSaying('body.body', 'Write a message first')]);
      }
      expect((await send(me, threadId, undefined)).json().details).toEqual([
        issueSaying('body.body', 'This field is required'),
      ]);
    });

    it('stores a <script> body as typed and returns it as text', async () => {
      const me = await owner();
      const threadId = await thread(me, (await booking(me)).bookingId);
      const body = '<script>alert("x")</script>\n<b>bold</b> &amp;';
      const res = await send(me, threadId, `  ${body}  `);
      expect(res.json().data.body).toBe(body);
      const page = (await me.api.get(`/inbox/threads/${threadId}/messages`)).json().data;
      expect(page.at(-1).body).toBe(body);
    });

    it('pages newest first with before, each page oldest first', async () => {
      const me = await owner();
      const { bookingId } = await booking(me, { status: 'pending' });
      const threadId = await thread(me, bookingId);
      for (let i = 1; i <= 7; i += 1) {
        expect((await send(me, threadId, `m${i}`)).statusCode).toBe(201);
      }
      const url = `/inbox/threads/${threadId}/messages`;
      const first = (await me.api.get(`${url}?limit=3`)).json();
      expect(first.data.map((m: MessageResponse) => m.body)).toEqual(['m5', 'm6', 'm7']);
      expect(first.meta.before).toBe(first.data[0].id);
      const second = (await me.api.get(`${url}?limit=3&before=${first.meta.before}`)).json();
      expect(second.data.map((m: MessageResponse) => m.body)).toEqual(['m2', 'm3', 'm4']);
      const last = (await me.api.get(`${url}?limit=3&before=${second.meta.before}`)).json();
      expect(last.data.map((m: MessageResponse) => m.body)).toEqual(['m1']);
      expect(last.meta.before).toBeNull();
      // A cursor from another thread is refused, not read across threads.
      const otherThread = await thread(me, (await booking(me)).bookingId);
      const wrong = await me.api.get(
        `/inbox/threads/${otherThread}/messages?before=${first.meta.before}`,
      );
      expect(wrong.statusCode).toBe(400);
      expect((await me.api.get(`${url}?limit=101`)).statusCode).toBe(400);
    });

    it('keeps the message but says GUEST_EMAIL_MISSING when the booking has no guest e-mail', async () => {
      const me = await owner();
      const { bookingId } = await booking(me);
      await t.database.db.execute(
        sql`update bookings set guest_email = '' where id = ${bookingId}`,
      );
      const threadId = await thread(me, bookingId);
      const res = await send(me, threadId, 'Welcome!');
      expect(res.statusCode).toBe(201);
      expect(res.json().meta).toEqual({ emailed: false, notice: 'GUEST_EMAIL_MISSING' });
      expect(errorCatalogue.GUEST_EMAIL_MISSING.message).toBe(
        'This guest has no e-mail address, so they were not told of your message.',
      );
      await t.app.jobs.drain();
      expect(mail.received.filter((m) => m.text.includes('Welcome!'))).toEqual([]);
      expect((await me.api.get(`/inbox/threads/${threadId}`)).json().data).toMatchObject({
        guestCanBeEmailed: false,
        lastMessage: { sender: 'owner', preview: 'Welcome!' },
      });
    });
  });

  describe('the guest (e-mail, link page, answers)', () => {
    it('e-mails the guest in Arabic with the message and a link that opens the thread', async () => {
      const me = await owner();
      const { bookingId, email, propertyId } = await booking(me, { language: 'ar' });
      await me.api.put(`/properties/${propertyId}/arrival`, {
        ...arrival,
        arrivalInstructions: [
          ...arrival.arrivalInstructions,
          { language: 'en', howToArrive: 'North gate, 3rd floor, code 4821', pickupDetails: '' },
        ],
      });
      const threadId = await thread(me, bookingId);
      const sent = await send(me, threadId, 'أهلًا سارة،\nالمفتاح في الصندوق <b>4821</b>');
      expect(sent.json().meta).toEqual({ emailed: true, notice: null });
      await t.app.jobs.drain();
      const [message] = await mail.mailsTo(email);
      // The owner's "message from the owner" template (the default here), signed with their name.
      const { firstName, lastName } = (await me.api.get('/user/me')).json().data;
      expect(message!.subject).toBe(
        `رسالة من ${firstName} ${lastName} بخصوص إقامتك في شقة الياسمين`,
      );
      expect(message!.text).toContain('مرحبًا Sara،');
      expect(message!.text).toContain('لقراءة المحادثة والرد، افتح هذا الرابط:');
      expect(message!.text).toContain('أهلًا سارة،\nالمفتاح في الصندوق <b>4821</b>');
      expect(message!.html).toContain('&#60;b&#62;4821&#60;/b&#62;');
      expect(message!.html).toContain('dir="rtl"');
      const token = LINK.exec(message!.text)![1]!;

      const page = await guestGet(token);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data).toMatchObject({
        language: 'ar',
        threadId,
        booking: {
          status: 'confirmed',
          propertyName: 'شقة الياسمين',
          dateFrom: '2026-12-01',
          dateTo: '2026-12-03',
          guests: 2,
          guestFirstName: 'Sara',
        },
        arrival: {
          language: 'ar',
          howToArrive: 'المدخل الشمالي، الدور الثالث، الرمز 4821',
          landlordContact: '+966501234567',
        },
      });
      const messages = page.json().data.messages as MessageResponse[];
      expect(messages.map((m) => m.sender)).toEqual(['system', 'owner']);
      // Opening the page marked the owner's message read by the guest.
      expect(messages[1]!.readAt).not.toBeNull();
      const owners = (await me.api.get(`/inbox/threads/${threadId}/messages`)).json().data;
      expect(owners[1].readAt).toBe(clock.clock().toISOString());

      const answer = await guestPost(token, 'Thank you! <script>x()</script>');
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data).toMatchObject({
        sender: 'guest',
        body: 'Thank you! <script>x()</script>',
        readAt: null,
      });
    });

    it('writes in English to a guest whose language is not Arabic, with English arrival details', async () => {
      const me = await owner();
      const { bookingId, email, propertyId } = await booking(me, { language: 'fr' });
      await me.api.put(`/properties/${propertyId}/arrival`, {
        ...arrival,
        arrivalInstructions: [
          ...arrival.arrivalInstructions,
          { language: 'en', howToArrive: 'North gate, 3rd floor, code 4821', pickupDetails: '' },
        ],
      });
      const threadId = await thread(me, bookingId);
      const token = await tokenFor(me, threadId, email);
      const [message] = await mail.mailsTo(email);
      const { firstName, lastName } = (await me.api.get('/user/me')).json().data;
      expect(message!.subject).toBe(
        `A message from ${firstName} ${lastName} about your stay at شقة الياسمين`,
      );
      expect(message!.text).toContain('Hello Sara,');
      expect(message!.text).toContain('The link works until 30 days after departure.');
      const page = (await guestGet(token)).json().data;
      expect(page.language).toBe('en');
      expect(page.arrival).toMatchObject({
        language: 'en',
        howToArrive: 'North gate, 3rd floor, code 4821',
      });
    });

    it("uses the owner's edited template in the guest's language, and the link to answer follows it", async () => {
      const me = await owner();
      const edited = {
        subject: {
          ar: 'رسالة من المضيف: {{property.name}}',
          en: 'Your host wrote: {{property.name}}',
        },
        body: {
          ar: '<p>عزيزنا {{guest.firstName}}</p><p>{{message.body}}</p>',
          en: '<p>Dear {{guest.firstName}}</p><p>{{message.body}}</p>',
        },
      };
      expect((await me.api.put('/cms/email-templates/owner_message', edited)).statusCode).toBe(200);
      const { bookingId, email } = await booking(me, { language: 'en' });
      const threadId = await thread(me, bookingId);
      const token = await tokenFor(me, threadId, email);
      const [message] = await mail.mailsTo(email);
      expect(message!.subject).toBe('Your host wrote: شقة الياسمين');
      expect(message!.text).toContain('Dear Sara');
      expect(message!.text).toContain('مرحبا');
      expect(message!.text).toContain('To read the conversation and reply, open this link:');
      expect(message!.html).toContain(`/g/${token}`);
      expect((await guestGet(token)).statusCode).toBe(200);
    });

    it('gives each e-mail its own link, and every link keeps working', async () => {
      const me = await owner();
      const { bookingId, email } = await booking(me);
      const threadId = await thread(me, bookingId);
      const first = await tokenFor(me, threadId, email, 1);
      const second = await tokenFor(me, threadId, email, 2);
      expect(second).not.toBe(first);
      expect((await guestGet(first)).statusCode).toBe(200);
      expect((await guestGet(second)).json().data.threadId).toBe(threadId);
      // Only hashes are stored.
      const rows = await t.database.db.execute(
        sql`select token_hash from inbox_guest_tokens where thread_id = ${threadId}`,
      );
      const hashes = (rows as unknown as { rows: Array<{ token_hash: string }> }).rows;
      expect(hashes).toHaveLength(2);
      for (const { token_hash } of hashes) expect([first, second]).not.toContain(token_hash);
    });

    it('answers 404 for a wrong token and one of another thread opens only that thread', async () => {
      const me = await owner();
      const a = await booking(me);
      const b = await booking(me);
      const ta = await thread(me, a.bookingId);
      const tb = await thread(me, b.bookingId);
      const tokenA = await tokenFor(me, ta, a.email);
      const flipped = `${tokenA.slice(0, -1)}${tokenA.endsWith('A') ? 'B' : 'A'}`;
      for (const token of [flipped, 'x', 'a'.repeat(43), `${tokenA}x`]) {
        expect((await guestGet(token)).statusCode).toBe(404);
        expect((await guestPost(token, 'hi')).statusCode).toBe(404);
      }
      expect((await guestGet(tokenA)).json().data.threadId).toBe(ta);
      await guestPost(tokenA, 'for A');
      const inB = (await me.api.get(`/inbox/threads/${tb}/messages`)).json().data;
      expect(inB.some((m: MessageResponse) => m.body === 'for A')).toBe(false);
    });

    it('refuses a guest message of more than 2,000 characters or only spaces', async () => {
      const me = await owner();
      const { bookingId, email } = await booking(me);
      const token = await tokenFor(me, await thread(me, bookingId), email);
      expect((await guestPost(token, 'a'.repeat(2000))).statusCode).toBe(201);
      const long = await guestPost(token, 'a'.repeat(2001));
      expect(long.statusCode).toBe(400);
      expect(long.json().details).toEqual([
        issueSaying('body.body', 'Maximum 2000 characters allowed'),
      ]);
      expect((await guestPost(token, '  \n ')).json().details).toEqual([
        issueSaying('body.body', 'Write a message first'),
      ]);
    });

    it('limits a guest to 20 messages in 10 minutes (429 CHAT_RATE_LIMITED)', async () => {
      const me = await owner();
      const { bookingId, email } = await booking(me);
      const token = await tokenFor(me, await thread(me, bookingId), email);
      for (let i = 1; i <= 20; i += 1) {
        expect((await guestPost(token, `msg ${i}`)).statusCode).toBe(201);
      }
      const refused = await guestPost(token, 'one more', '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'CHAT_RATE_LIMITED',
        message:
          'You have sent many messages in a short time. Please wait a few minutes and try again.',
      });
      clock.advance(10 * 60 * 1000 + 1);
      expect((await guestPost(token, 'later')).statusCode).toBe(201);
      clock.set(START);
    });

    it('closes the link 30 days after departure (404 from the next day)', async () => {
      const me = await owner();
      const { bookingId, email } = await booking(me);
      const threadId = await thread(me, bookingId);
      const token = await tokenFor(me, threadId, email);
      try {
        // Departure 3 December: the 30th day after is 2 January 2027, to midnight in Riyadh.
        clock.set(new Date('2027-01-02T20:59:59.000Z'));
        expect((await guestGet(token)).statusCode).toBe(200);
        expect((await guestPost(token, 'still here')).statusCode).toBe(201);
        clock.set(new Date('2027-01-02T21:00:00.000Z'));
        expect((await guestGet(token)).statusCode).toBe(404);
        expect((await guestPost(token, 'too late')).statusCode).toBe(404);
        // The owner can still write (signed in again: sessions end too); no dead link is sent.
        const later = bookingsApi(t.app, await loginToken(t.app, me.email));
        const late = await later.post(`/inbox/threads/${threadId}/message`, {
          body: 'Thank you for staying',
        });
        expect(late.json().meta).toEqual({ emailed: false, notice: null });
      } finally {
        clock.set(START);
      }
    });
  });

  describe('unread counts and reading', () => {
    it('counts unread guest messages per thread and for the badge, and reads them', async () => {
      const me = await owner();
      const a = await booking(me);
      const b = await booking(me);
      const ta = await thread(me, a.bookingId);
      const tb = await thread(me, b.bookingId);
      const tokenA = await tokenFor(me, ta, a.email);
      const tokenB = await tokenFor(me, tb, b.email);
      await guestPost(tokenA, 'one');
      await guestPost(tokenA, 'two');
      tick();
      await guestPost(tokenB, 'three');

      expect((await me.api.get('/inbox/unread-count')).json()).toEqual({
        data: { unreadCount: 3 },
      });
      const list = (await me.api.get('/inbox/threads')).json();
      expect(list.meta.unreadCount).toBe(3);
      expect(
        list.data.map((x: { id: string; unreadCount: number }) => [x.id, x.unreadCount]),
      ).toEqual([
        [tb, 1],
        [ta, 2],
      ]);
      expect(list.data[0].lastMessage).toEqual({
        sender: 'guest',
        systemKind: null,
        preview: 'three',
      });
      const unreadOnly = (await me.api.get('/inbox/threads?unread=true')).json().data;
      expect(unreadOnly).toHaveLength(2);

      const read = await me.api.post(`/inbox/threads/${ta}/read`, {});
      expect(read.json()).toEqual({ data: { unreadCount: 1 } });
      const page = (await me.api.get(`/inbox/threads/${ta}/messages`)).json().data;
      for (const m of page.filter((x: MessageResponse) => x.sender === 'guest')) {
        expect(m.readAt).toBe(clock.clock().toISOString());
      }
      const after = (await me.api.get('/inbox/threads?unread=true')).json();
      expect(after.data.map((x: { id: string }) => x.id)).toEqual([tb]);
      expect(after.meta.unreadCount).toBe(1);
    });

    it('raises a booking notification for the owner when the guest writes', async () => {
      const me = await owner();
      const { bookingId, propertyId, email } = await booking(me);
      const threadId = await thread(me, bookingId);
      const token = await tokenFor(me, threadId, email);
      await guestPost(token, 'Is early check-in possible?');
      await t.app.jobs.drain();
      const list = (await me.api.get('/notifications')).json().data as Array<{
        event: string;
        kind: string;
        link: string;
        params: Record<string, unknown>;
      }>;
      const note = list.find((n) => n.event === 'booking.message');
      expect(note).toMatchObject({
        kind: 'booking',
        link: `/inbox?thread=${threadId}`,
        params: { bookingId, propertyId, threadId, propertyName: 'شقة الياسمين' },
      });
      // By e-mail too (the booking kind's e-mail switch is on), in the owner's language.
      const owners = await mail.mailsTo(me.email, 1);
      expect(owners.map((m) => m.subject)).toContain('رسالة جديدة من ضيفك في شقة الياسمين');
    });
  });
});
