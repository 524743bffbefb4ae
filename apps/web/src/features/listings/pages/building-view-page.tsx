import { DeleteOutlined, EditOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Flex, Popconfirm, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../app/toast';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { useDefinitions } from '../../definitions';
import { useBuilding, useDeleteBuilding } from '../api';
import { DetailsCard, PointsOfInterestSummary } from '../components/details-sections';
import { ItemRows } from '../components/item-rows';
import { LoadFailure } from '../../../components/load-failure';
import { StatusTag } from '../components/status-tag';

export function BuildingViewPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const wide = useMinWidth('sm');
  const query = useBuilding(id);
  const { lookup } = useDefinitions();
  const remove = useDeleteBuilding();
  const building = query.data;
  usePageTitle(building?.name ?? t('pageTitles.building', { ns: 'common' }));

  if (query.error !== null) {
    return (
      <LoadFailure
        error={query.error}
        message="fetchData"
        onRetry={() => void query.refetch()}
        testId="building-load-error"
      />
    );
  }
  if (building === undefined) {
    return (
      <Card data-testid="building-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const deleteBuilding = () =>
    remove.mutate(building.id, {
      onSuccess: () => {
        toast.success(t('building.deleted'));
        void navigate('/properties?tab=buildings', { replace: true });
      },
    });

  return (
    <Flex vertical gap={16} data-testid="building-view-page">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Heading
          level={1}
          look={wide ? 2 : 3}
          style={{ marginBlock: 0, overflowWrap: 'anywhere' }}
          data-testid="building-title"
        >
          {building.name}
        </Heading>
        <Flex gap={8} wrap>
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => void navigate(`/buildings/${building.id}/edit`)}
            data-testid="building-edit"
          >
            {t('building.edit')}
          </Button>
          <Popconfirm
            title={t('building.deleteConfirm')}
            okText={t('actions.delete')}
            cancelText={t('actions.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={deleteBuilding}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="building-delete">
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <Card styles={{ body: { padding: wide ? 16 : 8 } }}>
              <img
                src={building.photoUrls.medium}
                alt={building.name}
                style={{
                  width: '100%',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  borderRadius: 12,
                  display: 'block',
                }}
                data-testid="building-photo-view"
              />
            </Card>
            <DetailsCard title={t('building.details')} testId="building-details">
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'type',
                    label: t('specifications.propertyType'),
                    children: lookup.name(building.propertyTypeId),
                  },
                  {
                    key: 'units',
                    label: t('building.unitTypes'),
                    children: (
                      <Flex vertical data-testid="building-unit-types">
                        {building.unitTypes.map((unit) => (
                          <span key={unit.id}>
                            {t('building.unitLine', { name: unit.name, count: unit.quantity })}
                          </span>
                        ))}
                      </Flex>
                    ),
                  },
                ]}
              />
            </DetailsCard>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <DetailsCard title={t('building.properties')} testId="building-properties">
              {building.properties.length === 0 ? (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('building.noProperties')}
                />
              ) : (
                <ItemRows
                  items={building.properties}
                  keyOf={(property) => property.id}
                  end={(property) => <StatusTag status={property.status} />}
                  render={(property) => (
                    <Link to={`/properties/${property.id}`} data-testid="building-property-link">
                      <HomeOutlined style={{ marginInlineEnd: 8 }} />
                      {property.name ?? t('list.unnamed')}
                    </Link>
                  )}
                />
              )}
            </DetailsCard>
            <DetailsCard title={t('building.destinations')} testId="building-destinations-card">
              <PointsOfInterestSummary
                points={building.destinations}
                lookup={lookup}
                testId="building-destinations-list"
              />
            </DetailsCard>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
