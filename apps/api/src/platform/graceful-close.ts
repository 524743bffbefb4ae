import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, answers to in-flight requests carry `Connection: close`, so a
 * keep-alive client does not hold the socket open and delay the shutdown.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer and is almost always a no-op.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
