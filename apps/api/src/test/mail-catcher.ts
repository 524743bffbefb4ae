import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

const DELIVERY_WAIT_MS = 10_000;

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for SMTP_URL in tests. */
export async function startMailCatcher() {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * Mail to the address, waiting for delivery: the app answers first and its job runner
     * sends the mail right after (on a busy machine that may take a moment).
     */
    async mailsTo(to: string, count = 1): Promise<CaughtMail[]> {
      const deadline = Date.now() + DELIVERY_WAIT_MS;
      for (;;) {
        const mails = received.filter((m) => m.to === to);
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(
        `expected ${count} mail(s) to ${to}, got ${received.filter((m) => m.to === to).length}`,
      );
    },
    /** The 6-digit code of the latest mail to the address. */
    async latestCode(to: string, count = 1): Promise<string> {
      const mails = await this.mailsTo(to, count);
      const code = /\b(\d{6})\b/.exec(mails.at(-1)!.text)?.[1];
      if (!code) throw new Error('no code in the mail');
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
