import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListings } from '../api';
import { LoadFailure } from '../../../components/load-failure';

/**
 * The dashboard's word on properties: an invitation to add the first one, or how many there
 * are with a way to the list. (Connection and booking figures come with their features.)
 */
export function PropertiesOverview() {
  const { t } = useTranslation(['listings', 'dashboard']);
  const navigate = useNavigate();
  const query = useListings({ tab: 'properties', status: 'all', page: 1, pageSize: 1 });

  if (query.error !== null) {
    return (
      <LoadFailure
        error={query.error}
        message="loadProperties"
        onRetry={() => void query.refetch()}
        testId="dashboard-properties-error"
      />
    );
  }
  if (query.data === undefined) {
    return (
      <Card data-testid="dashboard-properties-loading">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  }
  const { total } = query.data.meta;
  if (total === 0) {
    return (
      <Card>
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
      </Card>
    );
  }
  return (
    <Card data-testid="dashboard-properties">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text style={{ fontSize: 18 }} data-testid="dashboard-properties-count">
          {t('overview.count', { count: total })}
        </Typography.Text>
        <Link to="/properties" data-testid="dashboard-properties-link">
          {t('overview.viewAll')}
        </Link>
      </Flex>
    </Card>
  );
}
