import type { Language } from '@nuzul/shared/accounts';
import type { EmailTemplateKind, RenderedEmail } from '@nuzul/shared/cms';
import type { Database } from '../../db/client';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import { cmsRepository, type CmsRepository } from './cms.repository';
import { defaultEmailTemplates, type TemplateTexts } from './email-templates.defaults';
import { renderTemplate, type GuestEmailData, type Sender } from './guest-email';

export type { GuestEmailData } from './guest-email';

/** What other modules (bookings, the guest inbox) ask of the CMS. */
export interface CmsLookup {
  /**
   * The owner's guest e-mail of the kind in the guest's language: the owner's edited
   * template, else the default; signed with the site's name and colour (the account's name
   * until the site is set up). Values are HTML-escaped in the HTML part. The caller adds the
   * recipient and sends it (through its job).
   */
  renderGuestEmail(
    ownerId: string,
    kind: EmailTemplateKind,
    locale: Language,
    data: GuestEmailData,
  ): Promise<RenderedEmail>;
}

/** Neutral, not Nuzul's colour: the site carries the owner's brand, or none. */
export const NEUTRAL_BRAND_COLOR = '#1f2937';

/** The owner's template of the kind, and who signs it. */
export async function templateAndSender(
  repo: CmsRepository,
  accounts: AccountsLookup,
  ownerId: string,
  kind: EmailTemplateKind,
): Promise<{ texts: TemplateTexts; sender: Sender }> {
  const [row, site, owner] = await Promise.all([
    repo.template(ownerId, kind),
    repo.site(ownerId),
    accounts.ownerOf(ownerId),
  ]);
  const texts = row
    ? {
        subject: { ar: row.subjectAr, en: row.subjectEn },
        body: { ar: row.bodyAr, en: row.bodyEn },
      }
    : defaultEmailTemplates[kind];
  const accountName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : '';
  const sender: Sender = site
    ? {
        name: { ar: site.displayNameAr || accountName, en: site.displayNameEn || accountName },
        brandColor: site.brandColor,
        contact: { phone: site.phone, email: site.email, whatsapp: site.whatsapp },
      }
    : {
        name: { ar: accountName, en: accountName },
        brandColor: NEUTRAL_BRAND_COLOR,
        contact: { phone: null, email: null, whatsapp: null },
      };
  return { texts, sender };
}

export function cmsLookup(db: Database, accounts: AccountsLookup): CmsLookup {
  const repo = cmsRepository(db);
  return {
    async renderGuestEmail(ownerId, kind, locale, data) {
      const { texts, sender } = await templateAndSender(repo, accounts, ownerId, kind);
      return renderTemplate(kind, texts, locale, data, sender);
    },
  };
}
