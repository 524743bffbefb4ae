import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A local HTTP server standing in for the channels: each path serves the body set for it
 * (a feed, or a redirect), and it counts requests.
 */
export async function startFeedServer(host = '127.0.0.1') {
  const bodies = new Map<
    string,
    { status: number; body: string; headers?: Record<string, string> }
  >();
  const server = http.createServer((request, response) => {
    const entry = bodies.get(request.url ?? '');
    if (!entry) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(entry.status, { 'content-type': 'text/calendar', ...entry.headers });
    response.end(entry.body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    port,
    url: (path: string) => `${origin}${path}`,
    serve(path: string, body: string) {
      bodies.set(path, { status: 200, body });
    },
    redirect(path: string, location: string) {
      bodies.set(path, { status: 302, body: '', headers: { location } });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export interface FeedEventSpec {
  uid: string;
  from: string;
  to: string;
  summary?: string;
  status?: 'CANCELLED';
  /** Write DTSTART without VALUE=DATE, as some channels do. */
  sloppy?: boolean;
}

const compact = (day: string) => day.replaceAll('-', '');

/** An Airbnb host calendar export as Airbnb writes it (reservations "Reserved"). */
export function airbnbFeed(events: FeedEventSpec[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      event.sloppy ? `DTSTART:${compact(event.from)}` : `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `UID:${event.uid}`,
      ...(event.summary === 'Reserved' || event.summary === undefined
        ? [
            'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM',
            ' ABC123\\nPhone Number (Last 4 Digits): 1234',
          ]
        : []),
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      ...(event.status ? [`STATUS:${event.status}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

/** A Booking.com property calendar export ("CLOSED - Not available" for every stay). */
export function bookingComFeed(events: FeedEventSpec[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20261120T101500Z',
      event.sloppy ? `DTSTART:${compact(event.from)}` : `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      `SUMMARY:${event.summary ?? 'CLOSED - Not available'}`,
      ...(event.status ? [`STATUS:${event.status}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

export function channelsApi(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
export type ChannelsApi = ReturnType<typeof channelsApi>;
