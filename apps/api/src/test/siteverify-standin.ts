import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteverifyRequest {
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface SiteverifyStandIn {
  /** The siteverify address to configure (RECAPTCHA_VERIFY_URL); `${origin}/broken` fails. */
  url: string;
  origin: string;
  /** What it was sent, in order. */
  received: SiteverifyRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for Google's siteverify endpoint on 127.0.0.1, speaking the same protocol: a
 * form POST with the secret and the widget's token, answered `{ success }` in JSON. It
 * confirms `token` sent with `secret` and nothing else; `/broken` answers 500.
 */
export async function startSiteverify(options: {
  secret: string;
  token: string;
}): Promise<SiteverifyStandIn> {
  const received: SiteverifyRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ contentType: request.headers['content-type'], form });
      if (request.method !== 'POST' || request.url === '/broken') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
        return;
      }
      const success = form.secret === options.secret && form.response === options.token;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(
            success
              ? { success, challenge_ts: new Date().toISOString(), hostname: 'localhost' }
              : { success, 'error-codes': ['invalid-input-response'] },
          ),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/siteverify`,
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
