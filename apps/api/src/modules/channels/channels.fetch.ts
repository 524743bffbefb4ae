import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch } from 'undici';
import {
  FEED_FETCH_TIMEOUT_MS,
  FEED_MAX_BYTES,
  FEED_MAX_REDIRECTS,
  type SyncFailureReason,
} from '@nuzul/shared/channels';

/**
 * The channels' feed fetcher (requirements §11.1, reliability test 14). A channel URL is
 * typed by an owner, so it is untrusted: it must not reach the server's own network. Only
 * http(s) is fetched; every address a host resolves to must be public unicast, checked in the
 * connector after DNS, for the first request and for each of at most 3 redirects (a connector
 * runs for every new connection), and the connection goes to the checked address (no second
 * lookup an attacker's DNS could answer differently). 5 s for the whole exchange, 2 MB body.
 */

export type FetchOutcome =
  | { ok: true; status: number; body: string; etag: string | null; hops: string[] }
  | { ok: false; reason: SyncFailureReason; detail: string | null; hops: string[] };

export interface FeedFetcher {
  fetch(url: string): Promise<FetchOutcome>;
  close(): Promise<void>;
}

export interface FetcherOptions {
  /** Loopback (127.0.0.0/8, ::1) is reachable: the tests' and bench's local feed servers. */
  allowLoopback: boolean;
  /** Overrides for tests: which addresses count as public, and the resolver. */
  isPublicAddress?: (ip: string) => boolean;
  lookup?: typeof dnsLookup;
  timeoutMs?: number;
  maxBytes?: number;
}

const BLOCKED = 'NUZUL_ADDRESS_BLOCKED';

/**
 * Public unicast only: refuses loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7),
 * link-local (169.254/16 — the cloud metadata address — and fe80::/10), unspecified, CGNAT
 * (100.64/10, also a metadata range), multicast, reserved and IPv6 forms that embed IPv4
 * (6to4, NAT64, Teredo). IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as its IPv4.
 */
export function isPublicUnicast(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === 'unicast';
}

function isLoopback(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === 'loopback';
}

function blocked(address: string): Error {
  return Object.assign(new Error(`address ${address} is not allowed`), {
    code: BLOCKED,
    address,
  });
}

/** The URL's host without IPv6 brackets (the WHATWG parser already turned 2130706433 and 0x7f000001 into 127.0.0.1). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

export function createFeedFetcher(options: FetcherOptions): FeedFetcher {
  const timeoutMs = options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const isPublic = options.isPublicAddress ?? isPublicUnicast;
  const allowed = (ip: string) => isPublic(ip) || (options.allowLoopback && isLoopback(ip));
  const resolve = options.lookup ?? dnsLookup;
  const base = buildConnector({ timeout: timeoutMs });

  const connect: buildConnector.connector = (opts, callback) => {
    const host = opts.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host)) {
      if (!allowed(host)) return callback(blocked(host), null);
      return base(opts, callback);
    }
    resolve(host, { all: true }, (error, addresses) => {
      if (error) return callback(error, null);
      const list = addresses as unknown as LookupAddress[];
      const refused = list.find((entry) => !allowed(entry.address));
      if (refused || list.length === 0) return callback(blocked(refused?.address ?? host), null);
      base({ ...opts, hostname: list[0]!.address, servername: opts.servername || host }, callback);
    });
  };
  const agent = new Agent({ connect, connections: 16, keepAliveTimeout: 10_000 });

  async function readCapped(response: Awaited<ReturnType<typeof fetch>>): Promise<string | null> {
    const length = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length) && length > maxBytes) {
      await response.body?.cancel();
      return null;
    }
    if (!response.body) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  return {
    async fetch(raw) {
      const hops: string[] = [];
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return { ok: false, reason: 'invalid_url', detail: null, hops };
      }
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        for (let redirects = 0; ; redirects += 1) {
          hops.push(url.href);
          if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            return { ok: false, reason: 'scheme_not_allowed', detail: url.protocol, hops };
          }
          // IP literals are refused before any connection (the connector checks names).
          const host = hostOf(url);
          if (net.isIP(host) && !allowed(host)) {
            return { ok: false, reason: 'address_blocked', detail: host, hops };
          }
          const response = await fetch(url, {
            dispatcher: agent,
            redirect: 'manual',
            signal,
            headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1' },
          });
          const location = response.headers.get('location');
          if (response.status >= 300 && response.status < 400 && location) {
            await response.body?.cancel();
            if (redirects >= FEED_MAX_REDIRECTS) {
              return { ok: false, reason: 'too_many_redirects', detail: null, hops };
            }
            url = new URL(location, url);
            continue;
          }
          if (response.status < 200 || response.status >= 300) {
            await response.body?.cancel();
            return { ok: false, reason: 'http_error', detail: `HTTP ${response.status}`, hops };
          }
          const body = await readCapped(response);
          if (body === null) {
            return { ok: false, reason: 'too_large', detail: `over ${maxBytes} bytes`, hops };
          }
          return {
            ok: true,
            status: response.status,
            body,
            etag: response.headers.get('etag'),
            hops,
          };
        }
      } catch (error) {
        return { ok: false, ...failureOf(error, signal), hops };
      }
    },
    close: () => agent.close(),
  };
}

function failureOf(
  error: unknown,
  signal: AbortSignal,
): { reason: SyncFailureReason; detail: string | null } {
  if (signal.aborted)
    return { reason: 'timeout', detail: `over ${FEED_FETCH_TIMEOUT_MS / 1000} s` };
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause; depth += 1) {
    const record = cause as { code?: unknown; address?: unknown; name?: unknown; cause?: unknown };
    if (record.code === BLOCKED) {
      return { reason: 'address_blocked', detail: String(record.address) };
    }
    if (record.name === 'TimeoutError' || record.code === 'UND_ERR_CONNECT_TIMEOUT') {
      return { reason: 'timeout', detail: `over ${FEED_FETCH_TIMEOUT_MS / 1000} s` };
    }
    if (record.code === 'ENOTFOUND' || record.code === 'EAI_AGAIN') {
      return { reason: 'unreachable', detail: 'host not found' };
    }
    if (record.code === 'ECONNREFUSED')
      return { reason: 'unreachable', detail: 'connection refused' };
    cause = record.cause;
  }
  if (error instanceof TypeError && /invalid url/i.test(error.message)) {
    return { reason: 'invalid_url', detail: null };
  }
  return {
    reason: 'unreachable',
    detail: error instanceof Error ? error.message.slice(0, 200) : null,
  };
}

/**
 * A URL as the sync logs show it: scheme, host and path, with user info, every query value
 * and path segments that look like tokens (16+ URL-safe characters) replaced by [redacted].
 * Airbnb (`?s=…`), Booking.com (`?t=…`) and our own `/ical/<token>.ics` carry secrets there.
 */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '[invalid URL]';
  }
  const auth = url.username || url.password ? '[redacted]@' : '';
  const path = url.pathname
    .split('/')
    .map((segment) =>
      segment.replace(
        /^([A-Za-z0-9_%-]{16,})(\.[A-Za-z]{1,5})?$/,
        (_, _token, ext: string | undefined) => `[redacted]${ext ?? ''}`,
      ),
    )
    .join('/');
  const query = [...url.searchParams.keys()].map((key) => `${key}=[redacted]`).join('&');
  return `${url.protocol}//${auth}${url.host}${path}${query ? `?${query}` : ''}`;
}
