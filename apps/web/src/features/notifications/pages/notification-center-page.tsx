import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { NotificationListPanel } from '../components/notification-list-panel';
import { PreferencesPanel } from '../components/preferences-panel';

type Tab = 'notifications' | 'preferences';

/** `/notification-center`: the notifications, and the preferences tab (`?tab=preferences`). */
export function NotificationCenterPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('pageTitle'));
  const wide = useMinWidth('sm');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'preferences' ? 'preferences' : 'notifications';

  return (
    <Flex vertical gap={12} data-testid="notification-center-page">
      <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
        {t('pageTitle')}
      </Heading>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'preferences' ? { tab: key } : {}, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'notifications',
            label: t('tabs.notifications'),
            children: <NotificationListPanel />,
          },
          { key: 'preferences', label: t('tabs.preferences'), children: <PreferencesPanel /> },
        ]}
      />
    </Flex>
  );
}
