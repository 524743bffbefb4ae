import { DASHBOARD_PERIOD_DEFAULT, type DashboardPeriod } from '@nuzul/shared/reports';
import { Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { usePageTitle } from '../../../app/use-page-title';
import { useMinWidth } from '../../../app/use-min-width';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { Panel } from '../../../components/panel';
import { PropertiesOverview } from '../../listings';
import { useDashboardSummary } from '../api';

// The figures and their chart are fetched only for an owner who has properties: the first
// visit of a new owner (the empty state) stays within the dashboard's JavaScript budget.
const DashboardSummaryView = lazy(async () => ({
  default: (await import('../components/dashboard-summary')).DashboardSummaryView,
}));

function LoadingPanel() {
  return (
    <Panel data-testid="dashboard-properties-loading">
      <Skeleton active paragraph={{ rows: 3 }} />
    </Panel>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('pageTitles.dashboard', { ns: 'common' }));
  const { user } = useSession();
  const wide = useMinWidth('sm');
  const name = user?.firstName?.trim() ?? '';
  const [period, setPeriod] = useState<DashboardPeriod>(DASHBOARD_PERIOD_DEFAULT);
  const summary = useDashboardSummary(period);

  let content;
  if (summary.error !== null && summary.data === undefined) {
    content = (
      <LoadFailure
        error={summary.error}
        message="loadProperties"
        onRetry={() => void summary.refetch()}
        testId="dashboard-properties-error"
      />
    );
  } else if (summary.data === undefined) {
    content = <LoadingPanel />;
  } else if (summary.data.properties.total === 0) {
    content = <PropertiesOverview />;
  } else {
    content = (
      <DashboardSummaryView
        summary={summary.data}
        period={period}
        onPeriod={setPeriod}
        updating={summary.isPlaceholderData}
      />
    );
  }
  return (
    <Flex vertical gap={24} data-testid="dashboard-page">
      <div>
        <Heading
          level={1}
          look={wide ? 2 : 3}
          style={{ marginBlock: 0, overflowWrap: 'anywhere' }}
          data-testid="dashboard-greeting"
        >
          {name === '' ? t('greetingWithoutName') : t('greeting', { name })}
        </Heading>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      <Suspense fallback={<LoadingPanel />}>{content}</Suspense>
    </Flex>
  );
}
