import type { Language } from '@nuzul/shared/accounts';
import type { MailMessage } from '../../platform/mailer';

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  code?: string;
  footer: string;
}

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function render(to: string, language: Language, copy: Copy, name: string): MailMessage {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [
    copy.greeting(name),
    '',
    ...copy.lines,
    ...(copy.code ? ['', copy.code] : []),
    '',
    copy.footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;font-size:16px;color:#112d4e">
<h1 style="color:#3F72AF;font-size:24px">${language === 'ar' ? 'نُزُل' : 'Nuzul'}</h1>
<p>${escape(copy.greeting(name))}</p>
${copy.lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
${copy.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;direction:ltr;text-align:center">${copy.code}</p>` : ''}
<p style="color:#6b7280;font-size:14px">${escape(copy.footer)}</p>
</body></html>`;
  return { to, subject: copy.subject, text, html };
}

const footer: Record<Language, string> = {
  ar: 'إن لم تطلب هذا فتجاهل هذه الرسالة.',
  en: 'If you did not ask for this, ignore this message.',
};

export function verificationEmail(to: string, language: Language, name: string, code: string) {
  const copy: Record<Language, Copy> = {
    ar: {
      subject: `رمز تأكيد بريدك في نُزُل: ${code}`,
      greeting: (n) => `مرحبًا ${n}،`,
      lines: ['أدخل هذا الرمز لتأكيد بريدك الإلكتروني. صالح لمدة 10 دقائق.'],
      code,
      footer: footer.ar,
    },
    en: {
      subject: `Your Nuzul verification code: ${code}`,
      greeting: (n) => `Hello ${n},`,
      lines: ['Enter this code to verify your e-mail address. It is valid for 10 minutes.'],
      code,
      footer: footer.en,
    },
  };
  return render(to, language, copy[language], name);
}

export function passwordResetEmail(to: string, language: Language, name: string, code: string) {
  const copy: Record<Language, Copy> = {
    ar: {
      subject: `رمز إعادة تعيين كلمة المرور في نُزُل: ${code}`,
      greeting: (n) => `مرحبًا ${n}،`,
      lines: ['أدخل هذا الرمز لتعيين كلمة مرور جديدة. صالح لمدة 10 دقائق.'],
      code,
      footer: footer.ar,
    },
    en: {
      subject: `Your Nuzul password reset code: ${code}`,
      greeting: (n) => `Hello ${n},`,
      lines: ['Enter this code to set a new password. It is valid for 10 minutes.'],
      code,
      footer: footer.en,
    },
  };
  return render(to, language, copy[language], name);
}

export function mfaEnabledEmail(to: string, language: Language, name: string) {
  const copy: Record<Language, Copy> = {
    ar: {
      subject: 'تم تفعيل التحقق بخطوتين في حسابك على نُزُل',
      greeting: (n) => `مرحبًا ${n}،`,
      lines: [
        'تم ربط تطبيق المصادقة بحسابك، وسيُطلب منك رمزه عند كل تسجيل دخول.',
        'إن لم تقم بذلك فغيّر كلمة المرور فورًا وتواصل مع الدعم.',
      ],
      footer: footer.ar,
    },
    en: {
      subject: 'Two-factor authentication is now on for your Nuzul account',
      greeting: (n) => `Hello ${n},`,
      lines: [
        'An authenticator app is now linked to your account; its code will be asked at every sign-in.',
        'If this was not you, change your password at once and contact support.',
      ],
      footer: footer.en,
    },
  };
  return render(to, language, copy[language], name);
}

export function accountSuspendedEmail(to: string, language: Language, name: string) {
  const copy: Record<Language, Copy> = {
    ar: {
      subject: 'تم إيقاف حسابك على نُزُل',
      greeting: (n) => `مرحبًا ${n}،`,
      lines: [
        'أوقفت إدارة المنصة حسابك، وأُنهيت جلساتك المفتوحة. لا يمكنك تسجيل الدخول حتى يُعاد تفعيل الحساب.',
        'إن كنت ترى أن ذلك خطأ فتواصل مع الدعم.',
      ],
      footer: 'تصلك هذه الرسالة لأنها تخص حسابك.',
    },
    en: {
      subject: 'Your Nuzul account has been suspended',
      greeting: (n) => `Hello ${n},`,
      lines: [
        "The platform's administrator suspended your account and ended your open sessions. You cannot sign in until the account is reactivated.",
        'If you think this is a mistake, contact support.',
      ],
      footer: 'You receive this message because it concerns your account.',
    },
  };
  return render(to, language, copy[language], name);
}

export function accountReactivatedEmail(to: string, language: Language, name: string) {
  const copy: Record<Language, Copy> = {
    ar: {
      subject: 'أُعيد تفعيل حسابك على نُزُل',
      greeting: (n) => `مرحبًا ${n}،`,
      lines: ['أعادت إدارة المنصة تفعيل حسابك، ويمكنك تسجيل الدخول من جديد.'],
      footer: 'تصلك هذه الرسالة لأنها تخص حسابك.',
    },
    en: {
      subject: 'Your Nuzul account has been reactivated',
      greeting: (n) => `Hello ${n},`,
      lines: ["The platform's administrator reactivated your account; you can sign in again."],
      footer: 'You receive this message because it concerns your account.',
    },
  };
  return render(to, language, copy[language], name);
}
