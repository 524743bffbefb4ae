import type { FaqEntry } from '@nuzul/shared/faq';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import type { Language } from '../../app/i18n';

/** The FAQ's queries: `['faq', language, search]` (the admin screen reads and clears them). */
export const faqKeys = {
  search: (language: Language, search: string) => ['faq', language, search] as const,
};

/** The FAQ entries whose question or answer in `language` hold every word of `search`. */
export function useFaq(language: Language, search: string) {
  return useQuery<FaqEntry[], ApiError>({
    queryKey: faqKeys.search(language, search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ lang: language });
      if (search !== '') query.set('search', search);
      return apiGet<FaqEntry[]>(`/faq?${query.toString()}`, { silent: true, signal });
    },
    // Typing keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
