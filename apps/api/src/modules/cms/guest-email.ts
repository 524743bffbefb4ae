import Handlebars from 'handlebars';
import type { Language } from '@nuzul/shared/accounts';
import {
  placeholdersByKind,
  type EmailPlaceholder,
  type EmailTemplateKind,
  type RenderedEmail,
} from '@nuzul/shared/cms';
import { addDays, formatDate, nightsBetween, type IsoDate } from '@nuzul/shared/dates';
import { fieldIssue, validationFailed, type FieldIssue } from '@nuzul/shared/errors';
import { formatMoney, type Halalas } from '@nuzul/shared/money';
import type { TemplateTexts } from './email-templates.defaults';
import { htmlToText } from './rich-text';

/** What a guest e-mail is about; `owner.name` comes from the owner's site. */
export interface GuestEmailData {
  guest: { firstName: string; lastName: string };
  property: { name: string };
  /** `total` for the kinds that name it (a message from the owner does not). */
  booking: { arrival: IsoDate; departure: IsoDate; total?: Halalas };
  arrival?: { howToArrive: string };
  message?: { body: string };
  /**
   * The guest page where they read the thread and answer (a message from the owner): added
   * after the template's body in the guest's language, so that no edit of the template can
   * leave the guest without a way to answer.
   */
  reply?: { link: string; days: number };
}

const replyTexts: Record<Language, { action: string; note: (days: number) => string }> = {
  ar: {
    action: 'لقراءة المحادثة والرد، افتح هذا الرابط:',
    note: (days) => `يعمل الرابط حتى ${days} يومًا بعد المغادرة. لا تشاركه مع أحد.`,
  },
  en: {
    action: 'To read the conversation and reply, open this link:',
    note: (days) => `The link works until ${days} days after departure. Do not share it.`,
  },
};

/** The sender as the guest sees them: the site's name and colour, never Nuzul's brand. */
export interface Sender {
  name: Record<Language, string>;
  brandColor: string;
  contact: { phone: string | null; email: string | null; whatsapp: string | null };
}

// One environment of our own, with no helper or partial registered on it.
const handlebars = Handlebars.create();
const COMPILE = { strict: true, knownHelpersOnly: true } as const;

/**
 * The placeholders a template names, or the issue that refuses it: only `{{name}}` of the
 * kind's catalogue, escaped (no `{{{raw}}}`), with no helper, block, partial or parameter.
 */
export function templateIssues(
  kind: EmailTemplateKind,
  source: string,
  path: string,
): FieldIssue | undefined {
  let program: hbs.AST.Program;
  try {
    program = handlebars.parse(source);
  } catch {
    return fieldIssue(path, 'templateSyntax');
  }
  const allowed = new Set<string>(placeholdersByKind[kind]);
  for (const statement of program.body) {
    if (statement.type === 'ContentStatement' || statement.type === 'CommentStatement') continue;
    if (statement.type !== 'MustacheStatement') return fieldIssue(path, 'templateSyntax');
    const mustache = statement as hbs.AST.MustacheStatement;
    if (mustache.path.type !== 'PathExpression') return fieldIssue(path, 'templateSyntax');
    if (!mustache.escaped || mustache.params.length > 0 || (mustache.hash?.pairs.length ?? 0) > 0) {
      return fieldIssue(path, 'templateSyntax');
    }
    const name = (mustache.path as hbs.AST.PathExpression).original;
    if (!allowed.has(name)) {
      return fieldIssue(path, 'unknownPlaceholder', { placeholder: `{{${name}}}` });
    }
  }
  return undefined;
}

/** Refuses (400) a template of the kind with an unknown placeholder or anything else but text. */
export function assertTemplate(kind: EmailTemplateKind, texts: TemplateTexts): void {
  const issues = (['subject', 'body'] as const).flatMap((part) =>
    (['ar', 'en'] as const).flatMap((language) => {
      const issue = templateIssues(kind, texts[part][language], `body.${part}.${language}`);
      return issue ? [issue] : [];
    }),
  );
  if (issues.length > 0) throw validationFailed(issues);
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"'`=]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The values of the kind's placeholders as text in the language; absent ones are empty. */
function valuesOf(
  kind: EmailTemplateKind,
  data: GuestEmailData,
  sender: Sender,
  language: Language,
): Record<EmailPlaceholder, string> {
  const { booking } = data;
  const all: Record<EmailPlaceholder, string> = {
    'guest.firstName': data.guest.firstName,
    'guest.lastName': data.guest.lastName,
    'property.name': data.property.name,
    'booking.arrival': formatDate(booking.arrival, language),
    'booking.departure': formatDate(booking.departure, language),
    'booking.nights': new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA').format(
      nightsBetween(booking.arrival, booking.departure),
    ),
    'booking.total': booking.total === undefined ? '' : formatMoney(booking.total, language),
    'arrival.howToArrive': data.arrival?.howToArrive ?? '',
    'owner.name': sender.name[language] || sender.name[language === 'ar' ? 'en' : 'ar'],
    'message.body': data.message?.body ?? '',
  };
  return Object.fromEntries(placeholdersByKind[kind].map((name) => [name, all[name]])) as Record<
    EmailPlaceholder,
    string
  >;
}

/** `{ guest: { firstName } }` from `guest.firstName`, as the template reads it. */
function contextOf(values: Partial<Record<EmailPlaceholder, string | Handlebars.SafeString>>) {
  const context: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of Object.entries(values)) {
    const [group, key] = name.split('.') as [string, string];
    (context[group] ??= {})[key] = value;
  }
  return context;
}

/** Text with line breaks (arrival instructions, a message) keeps them in HTML, escaped. */
const MULTILINE = new Set<EmailPlaceholder>(['arrival.howToArrive', 'message.body']);

function layout(language: Language, sender: Sender, subject: string, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const name = escapeHtml(sender.name[language] || sender.name[language === 'ar' ? 'en' : 'ar']);
  const contact = [sender.contact.phone, sender.contact.whatsapp, sender.contact.email]
    .filter((value): value is string => Boolean(value))
    .map(escapeHtml)
    .join(' · ');
  const font = 'font-family:Tahoma,Arial,sans-serif';
  // Tables with align and dir: Outlook ignores the direction of a div (libraries-next §9).
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" dir="${dir}" align="center" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td dir="${dir}" align="${align}" style="background:${sender.brandColor};color:#ffffff;padding:16px 24px;${font};font-size:20px;font-weight:bold;text-align:${align};border-radius:8px 8px 0 0">${name}</td></tr>
<tr><td dir="${dir}" align="${align}" style="padding:24px;${font};font-size:16px;line-height:1.7;color:#1f2937;text-align:${align}">
${body}
</td></tr>
${contact ? `<tr><td dir="${dir}" align="${align}" style="padding:12px 24px 20px;${font};font-size:13px;color:#6b7280;text-align:${align};border-top:1px solid #e5e7eb">${contact}</td></tr>` : ''}
</table></td></tr></table>
</body></html>`;
}

/**
 * The e-mail of a template in a language: the subject and the text part with values as they
 * are, the HTML body with values escaped (a guest's name is never markup) inside the layout
 * of the language. The template has passed `assertTemplate`, so strict mode finds every name.
 */
export function renderTemplate(
  kind: EmailTemplateKind,
  texts: TemplateTexts,
  language: Language,
  data: GuestEmailData,
  sender: Sender,
): RenderedEmail {
  const values = valuesOf(kind, data, sender, language);
  const html = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      MULTILINE.has(name as EmailPlaceholder)
        ? new handlebars.SafeString(escapeHtml(value).replace(/\r?\n/g, '<br>'))
        : value,
    ]),
  );
  const plain = { ...COMPILE, noEscape: true };
  const subject = handlebars
    .compile(
      texts.subject[language],
      plain,
    )(contextOf(values))
    .replace(/\s+/g, ' ')
    .trim();
  const body = handlebars.compile(texts.body[language], COMPILE)(contextOf(html));
  const text = handlebars.compile(htmlToText(texts.body[language]), plain)(contextOf(values));
  if (!data.reply) return { subject, html: layout(language, sender, subject, body), text };
  const { action, note } = replyTexts[language];
  const { link, days } = data.reply;
  const replyHtml = `<p>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(note(days))}</p>`;
  return {
    subject,
    html: layout(language, sender, subject, `${body}\n${replyHtml}`),
    text: [text, '', action, link, '', note(days)].join('\n'),
  };
}

/** A booking that reads like a real one, for the preview and the test e-mail. */
export function sampleEmailData(language: Language, today: IsoDate): GuestEmailData {
  const arrival = addDays(today, 14);
  return language === 'ar'
    ? {
        guest: { firstName: 'سارة', lastName: 'العتيبي' },
        property: { name: 'شاليه النخيل' },
        booking: { arrival, departure: addDays(arrival, 3), total: 185_000 },
        arrival: {
          howToArrive:
            'البوابة الرئيسية على طريق الملك فهد، المدخل الثاني.\nرمز صندوق المفاتيح يصلك يوم الوصول.',
        },
        message: { body: 'أهلًا سارة، جهّزنا لك سريرًا إضافيًا كما طلبتِ.' },
      }
    : {
        guest: { firstName: 'Sara', lastName: 'Al-Otaibi' },
        property: { name: 'Palm Chalet' },
        booking: { arrival, departure: addDays(arrival, 3), total: 185_000 },
        arrival: {
          howToArrive:
            'The main gate is on King Fahd Road, second entrance.\nThe key box code comes on your arrival day.',
        },
        message: { body: 'Hello Sara, we have set up the extra bed you asked for.' },
      };
}
