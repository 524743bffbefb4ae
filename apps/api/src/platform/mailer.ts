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

/**
 * Where mail goes, said once at start-up: the SMTP server (without its credentials), or
 * the outbox and who may read it.
 */
export function mailDestination(
  config: { smtpUrl?: string; nodeEnv: string },
  localUrl: string,
): string {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    return `Mail is sent through the SMTP server ${url.hostname}${url.port ? `:${url.port}` : ''}.`;
  }
  if (config.nodeEnv === 'production') {
    return 'Mail is NOT delivered: SMTP_URL is not set, so sign-up and password-reset codes reach nobody. Set SMTP_URL.';
  }
  return `Mail is not sent (SMTP_URL is not set): it is kept at ${localUrl}dev/mailbox, readable from this machine only.`;
}
