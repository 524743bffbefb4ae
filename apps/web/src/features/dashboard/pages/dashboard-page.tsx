import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { useMinWidth } from '../../../app/use-min-width';
import { PropertiesOverview } from '../../listings/components/properties-overview';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const wide = useMinWidth('sm');
  const name = user?.firstName?.trim() ?? '';
  return (
    <Flex vertical gap={24} data-testid="dashboard-page">
      <div>
        <Typography.Title
          level={wide ? 2 : 3}
          style={{ marginBlock: 0, overflowWrap: 'anywhere' }}
          data-testid="dashboard-greeting"
        >
          {name === '' ? t('greetingWithoutName') : t('greeting', { name })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      <PropertiesOverview />
    </Flex>
  );
}
