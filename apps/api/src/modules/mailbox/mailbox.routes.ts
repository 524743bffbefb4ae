import type { FastifyPluginAsync } from 'fastify';
import { isLocalRequest } from '../../platform/loopback';
import type { MailboxRepository } from './mailbox.repository';

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The development mailbox: mail kept in the outbox when no SMTP server is configured.
 * It shows sign-up and password-reset codes, so it is registered only outside production
 * and answers only the person at this machine; anyone else gets the ordinary 404.
 */
export const mailboxRoutes: FastifyPluginAsync<{ mailbox: MailboxRepository }> = async (
  app,
  { mailbox },
) => {
  app.get('/dev/mailbox', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
    const messages = await mailbox.list(50);
    const items = messages
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2>
<p><b>To:</b> ${escape(m.to)} · <time>${m.createdAt.toISOString()}</time></p>
<pre>${escape(m.text)}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Nuzul · development mailbox</title>` +
          `<style>body{font:16px system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f6f9;padding:1rem;border-radius:12px}</style>` +
          `<h1>Development mailbox</h1><p>Mail is kept here because SMTP_URL is not set.</p>${items || '<p>No mail yet.</p>'}</html>`,
      );
  });
};
