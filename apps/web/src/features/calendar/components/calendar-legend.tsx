import { calendarDayStatuses } from '@nuzul/shared/bookings';
import { useTranslation } from 'react-i18next';

/** The four day statuses of spec §4 and the weekend's tint. */
export function CalendarLegend() {
  const { t } = useTranslation('calendar');
  return (
    <ul
      className="nz-cal-legend"
      aria-label={t('legend')}
      data-testid="calendar-legend"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {calendarDayStatuses.map((status) => (
        <li key={status}>
          <span className={`nz-cal-swatch nz-cal-${status}`} aria-hidden />
          {t(`status.${status}`)}
        </li>
      ))}
      <li>
        <span className="nz-cal-swatch nz-cal-weekend" aria-hidden />
        {t('weekend')}
      </li>
    </ul>
  );
}
