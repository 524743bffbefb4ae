import { Flex, Skeleton, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { usePageTitle } from '../../../app/use-page-title';
import { useMinWidth } from '../../../app/use-min-width';
import { Heading } from '../../../components/heading';
import { PropertiesOverview } from '../../listings';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('pageTitles.dashboard', { ns: 'common' }));
  const { user } = useSession();
  const wide = useMinWidth('sm');
  const name = user?.firstName?.trim() ?? '';
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
      <Suspense fallback={<Skeleton active />}>
        <PropertiesOverview />
      </Suspense>
    </Flex>
  );
}
