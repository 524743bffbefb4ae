import { Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { useCurrentSubscription, useSubscriptions } from '../api';
import { CurrentPlanCard, NoCurrentPlan } from '../components/current-plan-card';
import { SubscriptionList } from '../components/subscription-list';
import { usePageParam } from '../use-page-param';

function CurrentPlan() {
  const current = useCurrentSubscription();
  if (current.error !== null && current.data === undefined) {
    return (
      <LoadFailure
        error={current.error}
        message="fetchData"
        onRetry={() => void current.refetch()}
        testId="current-plan-error"
      />
    );
  }
  if (current.data === undefined) {
    return (
      <Card data-testid="current-plan-loading" aria-busy>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  return current.data === null ? (
    <NoCurrentPlan />
  ) : (
    <CurrentPlanCard subscription={current.data} />
  );
}

function Subscriptions() {
  const [page, setPage] = usePageParam();
  const list = useSubscriptions(page);
  if (list.error !== null && list.data === undefined) {
    return (
      <LoadFailure
        error={list.error}
        message="fetchData"
        onRetry={() => void list.refetch()}
        testId="subscription-list-error"
      />
    );
  }
  if (list.data === undefined) {
    return <Skeleton active paragraph={{ rows: 4 }} data-testid="subscription-list-loading" />;
  }
  return (
    <SubscriptionList
      items={list.data.data}
      meta={list.data.meta}
      loading={list.isPlaceholderData}
      onPage={setPage}
    />
  );
}

/** The plan in force (or the way to one) and every subscription of the account. */
export function SubscriptionsPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('pageTitles.subscriptions'));
  const wide = useMinWidth('sm');
  return (
    <Flex vertical gap={20} data-testid="subscriptions-page">
      <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
        {t('subscriptions.title')}
      </Heading>
      <CurrentPlan />
      <section aria-labelledby="subscription-list-heading">
        <Heading level={2} look={4} id="subscription-list-heading">
          {t('subscriptions.list')}
        </Heading>
        <Subscriptions />
      </section>
    </Flex>
  );
}
