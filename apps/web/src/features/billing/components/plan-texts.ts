import type { PlanDuration } from '@nuzul/shared/billing';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

interface Duration {
  duration: PlanDuration;
  customDays: number | null;
}

/** A plan's duration for people to read: "6 months", "14 days". */
export function useDurationText(): (plan: Duration) => string {
  const { t } = useTranslation('billing');
  return useCallback(
    ({ duration, customDays }: Duration) =>
      duration === 'custom'
        ? t('durations.custom', { count: customDays ?? 0 })
        : t(`durations.${duration}`),
    [t],
  );
}
