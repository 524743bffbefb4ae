import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reservation in a channel's calendar: arrival and departure (exclusive) as YYYY-MM-DD. */
export interface FeedEvent {
  uid: string;
  from: string;
  to: string;
  summary: string;
}

export interface IcalFeedServer {
  /** The feed's address, on 127.0.0.1 (the app fetches it with its loopback switch on). */
  url: string;
  /** What the feed serves from now on. */
  serve(events: readonly FeedEvent[]): void;
  /** How many times the feed was fetched. */
  fetches(): number;
  close(): Promise<void>;
}

const compact = (day: string): string => day.replaceAll('-', '');

/** An iCal calendar as Airbnb exports one: all-day events, DTEND the check-out day. */
export function airbnbCalendar(events: readonly FeedEvent[]): string {
  const stamp = '20260101T000000Z';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      `UID:${event.uid}`,
      `SUMMARY:${event.summary}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  // RFC 5545: lines end with CRLF.
  return `${lines.join('\r\n')}\r\n`;
}

/** A local channel calendar for a browser journey: an HTTP server answering with a feed. */
export async function startIcalFeed(events: readonly FeedEvent[] = []): Promise<IcalFeedServer> {
  let body = airbnbCalendar(events);
  let count = 0;
  const server = http.createServer((_request, response) => {
    count += 1;
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar/ical/1418.ics`,
    serve: (next) => {
      body = airbnbCalendar(next);
    },
    fetches: () => count,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
