import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const WAIT_MS = 10_000;
const POLL_MS = 25;

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the app under test sends its
 * mail there through SMTP_URL (as apps/api/src/test/mail-catcher.ts does for the API tests).
 */
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
              to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
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

  const mailsTo = (to: string): CaughtMail[] => received.filter((mail) => mail.to === to);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mail to the address once there are `count` of them (the app sends before it answers). */
    async waitForMails(to: string, count = 1): Promise<CaughtMail[]> {
      const deadline = Date.now() + WAIT_MS;
      while (mailsTo(to).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mail(s) to ${to}, got ${mailsTo(to).length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return mailsTo(to);
    },
    /** The 6-digit code of the `count`-th mail to the address. */
    async codeFrom(to: string, count = 1): Promise<string> {
      const mails = await this.waitForMails(to, count);
      const mail = mails[count - 1];
      const code = mail === undefined ? undefined : /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code === undefined) throw new Error(`no 6-digit code in mail ${count} to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
