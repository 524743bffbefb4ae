import type { PropertyStatus } from '@nuzul/shared/listings';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<PropertyStatus, string> = {
  pending: 'gold',
  published: 'blue',
  approved: 'green',
};

/** A property's status; a building (no status) shows its kind instead. */
export function StatusTag({ status }: { status: PropertyStatus | null }) {
  const { t } = useTranslation('listings');
  if (status === null) {
    return (
      <Tag color="purple" data-testid="listing-status" data-status="building">
        {t('kinds.building')}
      </Tag>
    );
  }
  return (
    <Tag color={colors[status]} data-testid="listing-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
