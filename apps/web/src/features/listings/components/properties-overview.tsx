import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SeePlansButton, useCurrentSubscription } from '../../billing';
import { Panel } from '../../../components/panel';

/**
 * The dashboard of an owner without a property: an invitation to choose a plan (none yet) or
 * to add the first property. (The counts and booking figures of an owner with properties are
 * the dashboard's own.)
 */
export function PropertiesOverview() {
  const { t } = useTranslation(['listings', 'dashboard']);
  const navigate = useNavigate();
  // Spec §6: a property needs a plan. Without one the empty state leads to the plans first.
  const subscription = useCurrentSubscription();

  if (subscription.isPending) {
    return (
      <Panel data-testid="dashboard-properties-loading">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Panel>
    );
  }
  if (subscription.data === null) {
    return (
      <Panel>
        <Empty description={t('noPlan', { ns: 'dashboard' })} data-testid="dashboard-no-plan">
          <SeePlansButton primary />
        </Empty>
      </Panel>
    );
  }
  return (
    <Panel>
      <Empty description={t('noProperties', { ns: 'dashboard' })} data-testid="dashboard-empty">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate('/properties/new')}
          data-testid="dashboard-add-property"
        >
          {t('list.addProperty')}
        </Button>
      </Empty>
    </Panel>
  );
}
