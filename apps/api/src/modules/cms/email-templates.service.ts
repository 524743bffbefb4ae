import type { Language } from '@nuzul/shared/accounts';
import {
  emailTemplateKinds,
  placeholdersByKind,
  type EmailTemplate,
  type EmailTemplateKind,
  type EmailTemplateValues,
  type RenderedEmail,
} from '@nuzul/shared/cms';
import { DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { AppError } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { job, jobType } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import { scopeOf, type Actor } from '../../platform/policy';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import { templateAndSender } from './cms.lookup';
import type { CmsRepository, TemplateRow } from './cms.repository';
import { defaultEmailTemplates, type TemplateTexts } from './email-templates.defaults';
import { assertTemplate, renderTemplate, sampleEmailData } from './guest-email';
import { sanitizeRichText } from './rich-text';

/** The test e-mail, sent by the job runner outside the request (mail is never sent inline). */
export const templateTestEmailJob = jobType<{
  ownerId: string;
  kind: EmailTemplateKind;
  locale: Language;
}>('cms:template-test-email');

/** Test e-mails per account: enough to try each kind in both languages, not a mail cannon. */
export const TEMPLATE_TEST_LIMIT: RateLimitRule = { max: 10, windowMs: 10 * 60 * 1000 };

export interface EmailTemplatesDeps {
  repo: CmsRepository;
  accounts: AccountsLookup;
  limiter: RateLimiter;
  clock: Clock;
}

const ownerOf = (actor: Actor) => scopeOf(actor, 'cms:manage');

function toTemplate(kind: EmailTemplateKind, row: TemplateRow | undefined): EmailTemplate {
  const texts = row
    ? {
        subject: { ar: row.subjectAr, en: row.subjectEn },
        body: { ar: row.bodyAr, en: row.bodyEn },
      }
    : defaultEmailTemplates[kind];
  return {
    kind,
    ...texts,
    isDefault: !row,
    placeholders: [...placeholdersByKind[kind]],
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The body as it is stored: sanitised rich text like a page's; the subject is plain text. */
const cleaned = (template: EmailTemplateValues): TemplateTexts => ({
  subject: template.subject,
  body: { ar: sanitizeRichText(template.body.ar), en: sanitizeRichText(template.body.en) },
});

/**
 * The owner's guest e-mail templates (requirements-next §14): the default until edited, an
 * unknown placeholder refused on save, a preview with a sample booking, a test to oneself.
 */
export function emailTemplatesService(deps: EmailTemplatesDeps) {
  const { repo } = deps;
  const today = () => todayIn(DEFAULT_TIME_ZONE, deps.clock());

  return {
    async list(actor: Actor): Promise<EmailTemplate[]> {
      const rows = new Map((await repo.templates(ownerOf(actor))).map((row) => [row.kind, row]));
      return emailTemplateKinds.map((kind) => toTemplate(kind, rows.get(kind)));
    },

    async save(
      actor: Actor,
      kind: EmailTemplateKind,
      template: EmailTemplateValues,
    ): Promise<EmailTemplate> {
      const texts = cleaned(template);
      assertTemplate(kind, texts);
      return toTemplate(kind, await repo.saveTemplate(ownerOf(actor), kind, texts));
    },

    /** Back to the text shipped with Nuzul. */
    async reset(actor: Actor, kind: EmailTemplateKind): Promise<EmailTemplate> {
      await repo.deleteTemplate(ownerOf(actor), kind);
      return toTemplate(kind, undefined);
    },

    /** The saved template, or the one being edited (checked like a save, not stored). */
    async preview(
      actor: Actor,
      kind: EmailTemplateKind,
      locale: Language,
      draft: EmailTemplateValues | undefined,
    ): Promise<RenderedEmail> {
      const { texts, sender } = await templateAndSender(repo, deps.accounts, ownerOf(actor), kind);
      const shown = draft ? cleaned(draft) : texts;
      if (draft) assertTemplate(kind, shown);
      return renderTemplate(kind, shown, locale, sampleEmailData(locale, today()), sender);
    },

    /** Queues the saved template with the sample booking to the account's own address. */
    async test(
      actor: Actor,
      kind: EmailTemplateKind,
      locale: Language,
    ): Promise<{ email: string }> {
      const ownerId = ownerOf(actor);
      await deps.limiter.consume([
        { key: `cms-template-test:${ownerId}`, rule: TEMPLATE_TEST_LIMIT },
      ]);
      const contact = await deps.accounts.contactOf(ownerId);
      if (!contact) throw new AppError('NOT_FOUND');
      await repo.transaction((tx) =>
        enqueueJobs(tx, [job(templateTestEmailJob, { ownerId, kind, locale })]),
      );
      return { email: contact.email };
    },

    /** The test e-mail as the job sends it: marked as a test in its subject. */
    async testEmail(ownerId: string, kind: EmailTemplateKind, locale: Language) {
      const contact = await deps.accounts.contactOf(ownerId);
      if (!contact) return undefined;
      const { texts, sender } = await templateAndSender(repo, deps.accounts, ownerId, kind);
      const mail = renderTemplate(kind, texts, locale, sampleEmailData(locale, today()), sender);
      const mark = locale === 'ar' ? '[رسالة تجريبية]' : '[Test]';
      return { ...mail, to: contact.email, subject: `${mark} ${mail.subject}` };
    },
  };
}
export type EmailTemplatesService = ReturnType<typeof emailTemplatesService>;
