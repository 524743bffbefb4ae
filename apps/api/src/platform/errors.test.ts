import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Every HTTP answer in what a server sent on one connection, in order. */
function answersIn(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = Buffer.from(rest.slice(end + 4))
      .subarray(0, length)
      .toString();
    answers.push({ status: Number(statusLine!.split(' ')[1]), headers, body });
    rest = Buffer.from(rest.slice(end + 4))
      .subarray(length)
      .toString();
  }
  return answers;
}

/**
 * Writes bytes to the server as they are, with no HTTP client to tidy them, and collects all
 * it answers until it closes the connection.
 */
function exchange(port: number, bytes: string): Promise<RawAnswer[]> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // The server may reset the connection after answering: what arrived is the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answersIn(Buffer.concat(received).toString())));
  });
}

describe('error answers', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers bytes past a short Content-Length with 400 BAD_REQUEST in the error shape', async () => {
    const body = '{"email":"sara@example.sa","password":"x"}';
    const answers = await exchange(
      port,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n' +
        body,
    );
    // The first two bytes make a request of their own, and the rest cannot start one: Node
    // refuses it, perhaps before the first has been answered, and closes the connection.
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({
        statusCode: 400,
        code: 'BAD_REQUEST',
        error: 'Bad Request',
        message: expect.any(String),
      });
    }
    expect(JSON.parse(answers.at(-1)!.body)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      error: 'Bad Request',
      message: 'An error occurred. Please try again.',
    });
  });

  it('answers a request line that is not HTTP with 400 BAD_REQUEST', async () => {
    const [answer] = await exchange(port, 'HELLO\u0000 / HTTP/1.1\r\n\r\n');
    expect(answer!.status).toBe(400);
    expect(JSON.parse(answer!.body)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('answers headers over the 16 KiB limit with 431 HEADERS_TOO_LARGE', async () => {
    const [answer] = await exchange(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer!.status).toBe(431);
    expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer!.body)).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      error: 'Request Header Fields Too Large',
      message: 'An error occurred. Please try again.',
    });
  });

  it('still answers headers just under the limit', async () => {
    const [answer] = await exchange(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
        `X-Filler: ${'a'.repeat(15_000)}\r\n\r\n`,
    );
    expect(answer!.status).toBe(200);
    expect(JSON.parse(answer!.body)).toEqual({ data: { status: 'ok' } });
  });

  it('says a value of the wrong type is invalid, and only a missing one required', async () => {
    const login = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
    const wrongType = await login({ email: 1, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.email', code: 'invalidValue', message: 'Invalid value' }],
    });
    const missing = await login({ password: 'x' });
    expect(missing.json().details).toEqual([
      { path: 'body.email', code: 'required', message: 'This field is required' },
    ]);
  });

  it('refuses text the database cannot store with 400 and the field message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        firstName: 'Sa\u0000ra',
        lastName: 'Al\ud800harbi',
        email: 'sara@example.sa',
        password: 'Nuzul-Stay#2026',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This text contains characters that are not allowed',
    });
    expect(res.json().details).toEqual([
      {
        path: 'body.firstName',
        code: 'invalidText',
        message: 'This text contains characters that are not allowed',
      },
      {
        path: 'body.lastName',
        code: 'invalidText',
        message: 'This text contains characters that are not allowed',
      },
    ]);
  });
});
