import type { InvoiceStatus, SubscriptionStatus } from '@nuzul/shared/billing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const subscriptionColors: Record<SubscriptionStatus, string> = {
  pending: 'gold',
  active: 'green',
  expired: 'default',
  cancelled: 'red',
};

const invoiceColors: Record<InvoiceStatus, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  void: 'default',
};

export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Tag color={subscriptionColors[status]} data-testid="subscription-status" data-status={status}>
      {t(`subscriptionStatus.${status}`)}
    </Tag>
  );
}

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Tag color={invoiceColors[status]} data-testid="invoice-status" data-status={status}>
      {t(`invoiceStatus.${status}`)}
    </Tag>
  );
}
