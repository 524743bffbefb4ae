import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRealtimeEvents,
  type ChatMessagePayload,
  type ChatReadPayload,
} from '@nuzul/shared/inbox';
import { realtimeEvents } from '@nuzul/shared/notifications';
import { uniqueEmail } from '../../test/accounts-fixtures';
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
import { eventually, openSocket, type Received } from '../notifications/realtime.fixtures';

/**
 * The inbox live (requirements-next §9 `chat:message {threadId, message}`, `chat:read
 * {threadId}`; §10 "replies appear live in the owner's thread and raise a booking
 * notification"), on a listening app with real sockets. The guest page has no socket.
 */
const APP_URL = 'http://nuzul.example';
const LINK = /http:\/\/nuzul\.example\/g\/([A-Za-z0-9_-]{43})/;

describe('the inbox on the real-time connection', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let url: string;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url, APP_URL }, clock: clock.clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const named = <T>(received: Received[], event: string) =>
    received.filter((r) => r.event === event).map((r) => r.payload as T);

  async function owner() {
    const made = await createOwner(t.app, mail);
    return { ...made, api: bookingsApi(t.app, made.token) };
  }

  it("brings the guest's answer and the reads to the owner's sockets only, with the badge count", async () => {
    const me = await owner();
    const other = await owner();
    const mine = await openSocket(url, { userId: me.userId, token: me.token }, APP_URL);
    const theirs = await openSocket(url, { userId: other.userId, token: other.token }, APP_URL);
    expect(mine.error).toBeUndefined();

    const property = await insertBookableProperty(t.database.db, me.userId);
    const email = uniqueEmail('guest');
    const booked = await me.api.post(
      '/bookings',
      bookingBody(
        property.id,
        { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
        { guest: { ...guest, email, language: 'en' } },
      ),
    );
    const bookingId = booked.json().data.id as string;
    const threadId = (await me.api.post('/inbox/threads', { bookingId })).json().data.id as string;

    // The owner writes: their other tabs hear it.
    const sent = await me.api.post(`/inbox/threads/${threadId}/message`, { body: 'Welcome!' });
    expect(sent.statusCode).toBe(201);
    const own = await eventually(
      () => named<ChatMessagePayload>(mine.received, chatRealtimeEvents.chatMessage)[0],
      'chat:message of the owner',
    );
    expect(own).toEqual({ threadId, message: sent.json().data, unreadCount: 0 });

    await t.app.jobs.drain();
    const [message] = await mail.mailsTo(email);
    const token = LINK.exec(message!.text)![1]!;

    // The guest opens the page: the owner's message is seen.
    await t.app.inject({ method: 'GET', url: `/api/v1/public/threads/${token}/messages` });
    const seen = await eventually(
      () => named<ChatReadPayload>(mine.received, chatRealtimeEvents.chatRead)[0],
      'chat:read by the guest',
    );
    expect(seen).toMatchObject({ threadId, reader: 'guest', unreadCount: 0 });

    // The guest answers: live in the owner's thread, and a booking notification.
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/threads/${token}/messages`,
      payload: { body: 'Thanks, see you soon' },
    });
    expect(answer.statusCode).toBe(201);
    const live = await eventually(
      () =>
        named<ChatMessagePayload>(mine.received, chatRealtimeEvents.chatMessage).find(
          (p) => p.message.sender === 'guest',
        ),
      'chat:message of the guest',
    );
    expect(live).toEqual({ threadId, message: answer.json().data, unreadCount: 1 });
    await t.app.jobs.drain();
    const news = await eventually(
      () =>
        named<{ notification: { event: string; link: string } }>(
          mine.received,
          realtimeEvents.notificationNew,
        ).find((p) => p.notification.event === 'booking.message'),
      'notification:new booking.message',
    );
    expect(news.notification.link).toBe(`/inbox?thread=${threadId}`);

    // The owner reads it: the badge falls to 0 in every tab.
    const read = await me.api.post(`/inbox/threads/${threadId}/read`, {});
    expect(read.json().data.unreadCount).toBe(0);
    const byOwner = await eventually(
      () =>
        named<ChatReadPayload>(mine.received, chatRealtimeEvents.chatRead).find(
          (p) => p.reader === 'owner',
        ),
      'chat:read by the owner',
    );
    expect(byOwner).toMatchObject({ threadId, reader: 'owner', unreadCount: 0 });

    // Another account's socket heard none of it.
    const chat = theirs.received.filter((r) => r.event.startsWith('chat:'));
    expect(chat).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });
});
