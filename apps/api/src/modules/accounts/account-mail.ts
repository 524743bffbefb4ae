import type { Language } from '@nuzul/shared/accounts';
import { decrypt, encrypt } from '../../platform/crypto';
import type { DeliveredEvent, DomainEvent } from '../../platform/events/domain-events';
import type { Outbox } from '../../platform/events/outbox';
import type { Mailer } from '../../platform/mailer';
import {
  accountReactivatedEmail,
  accountSuspendedEmail,
  mfaEnabledEmail,
  passwordResetEmail,
  verificationEmail,
} from './account-emails';

/** Whom an account mail goes to, as the account was when the event happened. */
interface Recipient {
  userId: string;
  email: string;
  language: Language;
  firstName: string;
}

/** A mailed code travels encrypted: the outbox row must not reveal what the codes table hides. */
interface CodeMail extends Recipient {
  sealedCode: string;
}

declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'account.verification_code_issued': CodeMail;
    'account.password_reset_code_issued': CodeMail;
    'mfa.enabled': Recipient;
    'account.suspended': Recipient;
    'account.reactivated': Recipient;
  }
}

type CodeEventType = 'account.verification_code_issued' | 'account.password_reset_code_issued';
type NoticeEventType = 'mfa.enabled' | 'account.suspended' | 'account.reactivated';
type MailEventType = CodeEventType | NoticeEventType;

/** A mail that tells the account what happened to it, in its language. */
export function accountNotice<T extends NoticeEventType>(
  type: T,
  user: { id: string; email: string; language: Language; firstName: string },
): DomainEvent<T> {
  return {
    type,
    aggregate: `user:${user.id}`,
    payload: {
      userId: user.id,
      email: user.email,
      language: user.language,
      firstName: user.firstName,
    },
  };
}

/** Account events that send a mail, and the subscriber that sends it. */
export function accountMail(key: Buffer) {
  return {
    codeIssued(
      type: CodeEventType,
      user: { id: string; email: string; language: Language; firstName: string },
      code: string,
    ): DomainEvent<CodeEventType> {
      return {
        type,
        aggregate: `user:${user.id}`,
        payload: {
          userId: user.id,
          email: user.email,
          language: user.language,
          firstName: user.firstName,
          sealedCode: encrypt(key, code),
        },
      };
    },

    mfaEnabled(user: {
      id: string;
      email: string;
      language: Language;
      firstName: string;
    }): DomainEvent<'mfa.enabled'> {
      return accountNotice('mfa.enabled', user);
    },

    /** Sends each account mail with the mailer, outside any request; a failure is retried. */
    subscribe(outbox: Outbox, mailer: Mailer): void {
      outbox.subscribe<MailEventType>(
        'account-mail',
        [
          'account.verification_code_issued',
          'account.password_reset_code_issued',
          'mfa.enabled',
          'account.suspended',
          'account.reactivated',
        ],
        async (event: DeliveredEvent<MailEventType>) => {
          await mailer.send(render(event, key));
        },
      );
    },
  };
}
export type AccountMail = ReturnType<typeof accountMail>;

function render(event: DeliveredEvent<MailEventType>, key: Buffer) {
  const { email, language, firstName } = event.payload;
  switch (event.type) {
    case 'account.verification_code_issued':
      return verificationEmail(email, language, firstName, decrypt(key, event.payload.sealedCode));
    case 'account.password_reset_code_issued':
      return passwordResetEmail(email, language, firstName, decrypt(key, event.payload.sealedCode));
    case 'mfa.enabled':
      return mfaEnabledEmail(email, language, firstName);
    case 'account.suspended':
      return accountSuspendedEmail(email, language, firstName);
    case 'account.reactivated':
      return accountReactivatedEmail(email, language, firstName);
  }
}
