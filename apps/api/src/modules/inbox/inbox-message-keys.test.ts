import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageResponse } from '@nuzul/shared/inbox';
import { uniqueEmail } from '../../test/accounts-fixtures';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import {
  bookingBody,
  bookingsApi,
  guest,
  insertBookableProperty,
} from '../bookings/bookings.fixtures';

/**
 * A message sent again with its `Idempotency-Key` (a retry after a lost answer) is the same
 * message: the owner's and the guest's sends alike, one after the other or at once.
 */
const APP_URL = 'http://nuzul.example';
const LINK = /http:\/\/nuzul\.example\/g\/([A-Za-z0-9_-]{43})/;
const KEY = '6b0f7c52-1d3e-4a8f-9c2b-5e7d1a3f9b10';
const OTHER_KEY = 'c41d8a2e-7b5f-4e19-8a3c-2f6e9d0b1c47';

describe('inbox messages with an Idempotency-Key', () => {
  let t: TestApp;
  let mail: MailCatcher;
  const clock = testClock(new Date('2026-11-22T09:00:00.000Z'));

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url, APP_URL }, clock: clock.clock });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** An owner, the thread of a confirmed booking of theirs, and its guest's e-mail. */
  async function ownerThread() {
    const me = await createOwner(t.app, mail);
    const api = bookingsApi(t.app, me.token);
    const property = await insertBookableProperty(t.database.db, me.userId);
    const email = uniqueEmail('guest');
    const booking = await api.post(
      '/bookings',
      bookingBody(
        property.id,
        { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
        { status: 'confirmed', guest: { ...guest, email } },
      ),
    );
    expect(booking.statusCode, booking.body).toBe(201);
    const opened = await api.post('/inbox/threads', { bookingId: booking.json().data.id });
    const threadId = opened.json().data.id as string;
    const send = (body: string, key?: string) =>
      api.post(
        `/inbox/threads/${threadId}/message`,
        { body },
        key === undefined ? {} : { 'idempotency-key': key },
      );
    /** The thread's owner and guest messages, oldest first. */
    const messages = async (): Promise<MessageResponse[]> => {
      const res = await api.get(`/inbox/threads/${threadId}/messages`);
      return (res.json().data as MessageResponse[]).filter(({ sender }) => sender !== 'system');
    };
    return { api, threadId, email, send, messages };
  }

  /** The guest's token, from the e-mail of a first owner message. */
  async function guestOf(thread: Awaited<ReturnType<typeof ownerThread>>) {
    expect((await thread.send('مرحبا')).statusCode).toBe(201);
    await t.app.jobs.drain();
    const [email] = await mail.mailsTo(thread.email, 1);
    const token = LINK.exec(email!.text)![1]!;
    return (body: string, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/threads/${token}/messages`,
        payload: { body },
        headers: key === undefined ? {} : { 'idempotency-key': key },
        remoteAddress: '203.0.113.9',
      });
  }

  describe('the owner', () => {
    it('sends once: the same key again answers the first message (200, same id), and the guest gets one e-mail', async () => {
      const thread = await ownerThread();
      const first = await thread.send('الدخول بعد الساعة ٣', KEY);
      const again = await thread.send('الدخول بعد الساعة ٣', KEY);
      expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
      expect(again.json()).toEqual(first.json());
      expect((await thread.messages()).map(({ body }) => body)).toEqual(['الدخول بعد الساعة ٣']);
      await t.app.jobs.drain();
      expect(await mail.mailsTo(thread.email, 1)).toHaveLength(1);
    });

    it('makes one message of two sends at once with one key', async () => {
      const thread = await ownerThread();
      const answers = await Promise.all([
        thread.send('Parking is free', KEY),
        thread.send('Parking is free', KEY),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
      expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
      expect(await thread.messages()).toHaveLength(1);
    });

    it('adds a message per key, and per send without one', async () => {
      const thread = await ownerThread();
      for (const key of [KEY, OTHER_KEY, undefined, undefined]) {
        expect((await thread.send('Welcome', key)).statusCode).toBe(201);
      }
      expect(await thread.messages()).toHaveLength(4);
      // Keys are the thread's: another thread's same key is another message.
      const other = await ownerThread();
      expect((await other.send('Welcome', KEY)).statusCode).toBe(201);
    });

    it('refuses the key with another text (422 IDEMPOTENCY_KEY_REUSED) and a key not a UUID (400)', async () => {
      const thread = await ownerThread();
      expect((await thread.send('First', KEY)).statusCode).toBe(201);
      const reused = await thread.send('Second', KEY);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This request was already sent with other data. Reload and try again.',
      });
      const malformed = await thread.send('Second', 'retry-1');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toEqual([
        issueSaying('headers.idempotency-key', 'Invalid value'),
      ]);
      expect((await thread.messages()).map(({ body }) => body)).toEqual(['First']);
    });
  });

  describe('the guest', () => {
    it('answers once: the same key again is the first message (200, same id)', async () => {
      const thread = await ownerThread();
      const answer = await guestOf(thread);
      const first = await answer('Is there parking?', KEY);
      const again = await answer('Is there parking?', KEY);
      expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
      expect(again.json()).toEqual(first.json());
      const guestMessages = (await thread.messages()).filter(({ sender }) => sender === 'guest');
      expect(guestMessages.map(({ id }) => id)).toEqual([first.json().data.id]);
    });

    it('makes one message of two answers at once with one key', async () => {
      const thread = await ownerThread();
      const answer = await guestOf(thread);
      const answers = await Promise.all([answer('Thank you', KEY), answer('Thank you', KEY)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
      expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
      const guestMessages = (await thread.messages()).filter(({ sender }) => sender === 'guest');
      expect(guestMessages).toHaveLength(1);
    });

    it('cannot take the owner’s message by its key (422)', async () => {
      const thread = await ownerThread();
      const answer = await guestOf(thread);
      expect((await thread.send('Hello', KEY)).statusCode).toBe(201);
      expect((await answer('Hello', KEY)).statusCode).toBe(422);
    });
  });
});
