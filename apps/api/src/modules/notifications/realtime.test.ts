import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents } from '@nuzul/shared/notifications';
import { loginToken, post } from '../../test/accounts-fixtures';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi, insertBookableProperty } from '../bookings/bookings.fixtures';
import { disconnection, eventually, openSocket, type Received } from './realtime.fixtures';

/**
 * The real-time connection (spec §7 and §4, requirements-next §9, test 15 "Socket from foreign
 * origin or other tenant's room → refused, 0 events"), on a listening app.
 */
const APP_URL = 'http://nuzul.example';

describe('the real-time connection', () => {
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

  const owner = async () => {
    const made = await createOwner(t.app, mail);
    return { ...made, auth: { userId: made.userId, token: made.token } };
  };

  /** A booking made through the API: booking.created for the owner, and a notification. */
  async function makeBooking(me: { userId: string; token: string }) {
    const property = await insertBookableProperty(t.database.db, me.userId);
    const res = await bookingsApi(t.app, me.token).post(
      '/bookings',
      bookingBody(property.id, { dateFrom: '2026-12-01', dateTo: '2026-12-03' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { propertyId: property.id, bookingId: res.json().data.id as string };
  }

  const named = (received: Received[], event: string) => received.filter((r) => r.event === event);

  describe('handshake', () => {
    it('connects with the app origin, the user id and its own live token', async () => {
      const me = await owner();
      const { socket, error } = await openSocket(url, me.auth, APP_URL);
      expect(error).toBeUndefined();
      expect(socket.connected).toBe(true);
      socket.close();
    });

    it('refuses a page of a foreign origin, even with a valid session', async () => {
      const me = await owner();
      const { error } = await openSocket(url, me.auth, 'http://evil.example');
      expect(error).toBe('websocket error');
      const lookalike = await openSocket(url, me.auth, 'http://nuzul.example.evil.example');
      expect(lookalike.error).toBe('websocket error');
      // Vite's own port is let in only in development (npm run dev).
      const vite = await openSocket(url, me.auth, 'http://localhost:5173');
      expect(vite.error).toBe('websocket error');
    });

    it('refuses a handshake without a token, with an unknown token, or without auth', async () => {
      const me = await owner();
      expect((await openSocket(url, { userId: me.userId }, APP_URL)).error).toBe('unauthorized');
      expect(
        (await openSocket(url, { userId: me.userId, token: 'not-a-session' }, APP_URL)).error,
      ).toBe('unauthorized');
      expect((await openSocket(url, undefined, APP_URL)).error).toBe('unauthorized');
      expect((await openSocket(url, { userId: me.userId, token: 42 }, APP_URL)).error).toBe(
        'unauthorized',
      );
    });

    it("refuses another user's id with one's own token (the id alone proves nothing)", async () => {
      const me = await owner();
      const other = await owner();
      const { error } = await openSocket(url, { userId: other.userId, token: me.token }, APP_URL);
      expect(error).toBe('unauthorized');
    });
  });

  describe('events', () => {
    it("sends the owner's booking and notification events to the owner's sockets only", async () => {
      const me = await owner();
      const other = await owner();
      const mine = await openSocket(url, me.auth, APP_URL);
      const theirs = await openSocket(url, other.auth, APP_URL);
      // A client cannot join another room: socket.io has no such client event here.
      (theirs.socket as unknown as { emit(event: string, room: string): void }).emit(
        'join',
        `user:${me.userId}`,
      );

      const { bookingId, propertyId } = await makeBooking(me);
      await t.app.jobs.drain();
      const created = await eventually(
        () => named(mine.received, realtimeEvents.bookingCreated)[0],
        'booking:created',
      );
      expect(created.payload).toEqual({ bookingId, propertyId });
      const news = await eventually(
        () => named(mine.received, realtimeEvents.notificationNew)[0],
        'notification:new',
      );
      expect(news.payload).toMatchObject({
        notification: {
          kind: 'booking',
          event: 'booking.created',
          link: `/bookings/${bookingId}`,
          readAt: null,
        },
        unreadCount: 1,
      });

      // The second account's socket got none of them (it stayed connected throughout).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(theirs.socket.connected).toBe(true);
      expect(theirs.received).toEqual([]);
      mine.socket.close();
      theirs.socket.close();
    });

    it('sends availability:changed for a Block of the calendar', async () => {
      const me = await owner();
      const mine = await openSocket(url, me.auth, APP_URL);
      const property = await insertBookableProperty(t.database.db, me.userId);
      const res = await bookingsApi(t.app, me.token).post(`/properties/${property.id}/blocks`, {
        from: '2026-12-10',
        to: '2026-12-12',
        note: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      await t.app.jobs.drain();
      const changed = await eventually(
        () => named(mine.received, realtimeEvents.availabilityChanged)[0],
        'availability:changed',
      );
      expect(changed.payload).toEqual({
        propertyId: property.id,
        from: '2026-12-10',
        to: '2026-12-12',
      });
      mine.socket.close();
    });
  });

  describe('revoked sessions', () => {
    it('disconnects the socket of a session that logs out, and keeps the same user’s other one', async () => {
      const me = await owner();
      const second = await loginToken(t.app, me.email);
      const leaving = await openSocket(url, me.auth, APP_URL);
      const staying = await openSocket(url, { userId: me.userId, token: second }, APP_URL);
      const closed = disconnection(leaving.socket);
      const res = await post(
        t.app,
        '/auth/logout',
        {},
        {
          headers: { authorization: `Bearer ${me.token}` },
        },
      );
      expect(res.statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(staying.socket.connected).toBe(true);
      // The token is dead: it cannot open a socket again.
      expect((await openSocket(url, me.auth, APP_URL)).error).toBe('unauthorized');
      staying.socket.close();
    });

    it("disconnects the other sessions' sockets when the password changes", async () => {
      const me = await owner();
      const other = await loginToken(t.app, me.email);
      const elsewhere = await openSocket(url, { userId: me.userId, token: other }, APP_URL);
      const here = await openSocket(url, me.auth, APP_URL);
      const closed = disconnection(elsewhere.socket);
      const res = await post(
        t.app,
        '/user/change-password',
        { currentPassword: 'Nuzul-Stay#2026', newPassword: 'Another-Stay#2027' },
        { headers: { authorization: `Bearer ${me.token}` } },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect(here.socket.connected).toBe(true);
      here.socket.close();
    });
  });

  it('closes every socket when the server shuts down', async () => {
    const me = await owner();
    const { socket } = await openSocket(url, me.auth, APP_URL);
    const closed = disconnection(socket);
    expect(t.app.realtime.localCount()).toBeGreaterThan(0);
    await t.app.close();
    expect(await closed).toBe('io server disconnect');
  });
});
