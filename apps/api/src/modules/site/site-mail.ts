import { jobType } from '../../platform/jobs/job-types';
import type { MailMessage } from '../../platform/mailer';

/**
 * A guest e-mail of the site's booking requests (request received, booking confirmation,
 * request declined), sent as rendered from the owner's template when the request or the
 * owner's decision was made, whatever is edited while the job waits.
 */
export const siteGuestEmailJob = jobType<MailMessage>('site:guest-email');
