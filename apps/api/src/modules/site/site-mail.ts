import type { EmailTemplateKind } from '@nuzul/shared/cms';
import { jobType } from '../../platform/jobs/job-types';
import type { MailMessage } from '../../platform/mailer';
import type { BookingRow, BookingsRepository } from '../bookings/bookings.repository';
import type { CmsLookup } from '../cms/cms.lookup';
import { guestPageLanguage } from '../inbox/inbox.lookup';

/**
 * A guest e-mail of the site's booking requests (request received, booking confirmation,
 * request declined) and of a booking the owner cancels, sent as rendered from the owner's template when the request or the
 * owner's decision was made, whatever is edited while the job waits.
 */
export const siteGuestEmailJob = jobType<MailMessage>('site:guest-email');

/**
 * A booking's guest e-mail of the kind, rendered from the owner's template in the guest's
 * language, addressed to the guest; undefined when the guest gave no e-mail (an imported
 * reservation, a booking made without one).
 */
export async function guestEmailOf(
  deps: {
    repo: Pick<BookingsRepository, 'propertyCards'>;
    cms: Pick<CmsLookup, 'renderGuestEmail'>;
  },
  row: BookingRow,
  kind: EmailTemplateKind,
): Promise<MailMessage | undefined> {
  const to = row.guestEmail.trim();
  if (to === '') return undefined;
  const card = (await deps.repo.propertyCards([row.propertyId])).get(row.propertyId);
  const rendered = await deps.cms.renderGuestEmail(
    row.ownerId,
    kind,
    guestPageLanguage(row.guestLanguage),
    {
      guest: { firstName: row.guestFirstName, lastName: row.guestLastName },
      property: { name: card?.name ?? '' },
      booking: { arrival: row.dateFrom, departure: row.dateTo, total: row.guestPrice },
    },
  );
  return { to, ...rendered };
}
