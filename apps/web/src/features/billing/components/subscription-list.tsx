import type { Subscription } from '@nuzul/shared/billing';
import { Descriptions, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageMeta } from '../../../app/api-client';
import { useLanguage } from '../../../app/use-language';
import { DayWithHijri } from '../../../components/day-with-hijri';
import { Money } from '../../../components/money/money';
import { PagedList } from './paged-list';
import { SubscriptionStatusTag } from './status-tags';

interface SubscriptionListProps {
  items: Subscription[];
  meta: PageMeta;
  loading: boolean;
  onPage: (page: number) => void;
}

/** Every subscription of the account, newest first as the API sends them. */
export function SubscriptionList({ items, meta, loading, onPage }: SubscriptionListProps) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();

  const day = (date: string | null) =>
    date === null ? (
      <Typography.Text type="secondary">{t('subscriptions.startsOnPayment')}</Typography.Text>
    ) : (
      <DayWithHijri date={date} />
    );
  const invoiceLink = (subscription: Subscription) => (
    <Link
      to={`/subscriptions/invoices/${subscription.invoiceId}`}
      data-testid="subscription-invoice-link"
    >
      <bdi>{subscription.invoiceNumber}</bdi>
    </Link>
  );

  const columns: TableColumnsType<Subscription> = [
    {
      key: 'plan',
      title: t('subscriptions.plan'),
      render: (_, subscription) => subscription.plan.name[language],
    },
    {
      key: 'cycle',
      title: t('subscriptions.cycle'),
      render: (_, subscription) => t(`cycles.${subscription.plan.billingCycle}`),
    },
    {
      key: 'start',
      title: t('subscriptions.start'),
      render: (_, subscription) => day(subscription.startDate),
    },
    {
      key: 'end',
      title: t('subscriptions.end'),
      render: (_, subscription) => day(subscription.endDate),
    },
    {
      key: 'status',
      title: t('subscriptions.status'),
      render: (_, subscription) => <SubscriptionStatusTag status={subscription.status} />,
    },
    {
      key: 'amount',
      title: t('subscriptions.amount'),
      align: 'end',
      render: (_, subscription) => <Money value={subscription.amount} />,
    },
    {
      key: 'invoice',
      title: t('subscriptions.invoice'),
      render: (_, subscription) => invoiceLink(subscription),
    },
  ];

  return (
    <PagedList<Subscription>
      items={items}
      meta={meta}
      columns={columns}
      rowKey={(subscription) => subscription.id}
      onPage={onPage}
      loading={loading}
      empty={t('subscriptions.empty')}
      testId="subscription-list"
      renderCard={(subscription) => (
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text strong>{subscription.plan.name[language]}</Typography.Text>
            <Flex gap={4}>
              <Tag>{t(`cycles.${subscription.plan.billingCycle}`)}</Tag>
              <SubscriptionStatusTag status={subscription.status} />
            </Flex>
          </Flex>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'start',
                label: t('subscriptions.start'),
                children: day(subscription.startDate),
              },
              { key: 'end', label: t('subscriptions.end'), children: day(subscription.endDate) },
              {
                key: 'amount',
                label: t('subscriptions.amount'),
                children: <Money value={subscription.amount} />,
              },
              {
                key: 'invoice',
                label: t('subscriptions.invoice'),
                children: invoiceLink(subscription),
              },
            ]}
          />
        </Flex>
      )}
    />
  );
}
