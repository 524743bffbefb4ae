import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends over SMTP (nodemailer); SMTP_URL carries host, port, credentials and TLS. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Keeps mail in the outbox table when no SMTP server is configured. */
export function outboxMailer(save: (message: MailMessage) => Promise<void>): Mailer {
  return { send: save, close: () => undefined };
}
