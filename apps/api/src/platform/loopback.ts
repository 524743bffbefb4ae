import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/**
 * Whether the person asking sits at this machine: the connection comes from loopback and,
 * behind a trusted proxy, so does the client the proxy names. A proxy on this machine
 * forwarding a remote client therefore does not count.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}
