import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useCallback } from 'react';
import '../app/dayjs-language';
import { useLanguage } from '../app/use-language';

dayjs.extend(localizedFormat);

/** A date as the interface language writes it ("12 May 2025", "١٢ مايو ٢٠٢٥"). */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const { dayjsLocale } = useLanguage();
  return useCallback(
    (iso) => (iso ? dayjs(iso).locale(dayjsLocale).format('LL') : ''),
    [dayjsLocale],
  );
}
