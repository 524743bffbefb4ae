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
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
