import type { Language } from '@nuzul/shared/accounts';

/** The guest's language as the e-mail and the guest page speak it: Arabic, else English. */
export const guestPageLanguage = (guestLanguage: string): Language =>
  guestLanguage.toLowerCase() === 'ar' ? 'ar' : 'en';
