import { DeleteOutlined, EditOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Popconfirm, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../app/toast';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { useDefinitions } from '../../definitions';
import { useDeleteProperty, useProperty } from '../api';
import {
  AmenitiesSummary,
  DetailsCard,
  NotAdded,
  PointsOfInterestSummary,
  RoomsSummary,
  SpecificationsSummary,
} from '../components/details-sections';
import { DescriptionSummary } from '../components/description-summary';
import { LoadFailure } from '../../../components/load-failure';
import { PropertyGallery } from '../components/property-gallery';
import { PublishCard } from '../components/publish-card';
import { StatusTag } from '../components/status-tag';
import { useFormatDate } from '../../../components/format-date';

const LocationMap = lazy(() =>
  import('../components/location-map').then((module) => ({ default: module.LocationMap })),
);

export function PropertyDetailsPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const wide = useMinWidth('sm');
  // One column below lg: what to do next (publish) comes before the property's details.
  const twoColumns = useMinWidth('lg');
  const query = useProperty(id);
  const { lookup } = useDefinitions();
  const remove = useDeleteProperty();
  const formatDate = useFormatDate();
  const property = query.data;
  usePageTitle(property?.specifications?.name ?? t('pageTitles.property', { ns: 'common' }));

  if (query.error !== null) {
    return (
      <LoadFailure
        error={query.error}
        message="fetchData"
        onRetry={() => void query.refetch()}
        testId="details-error"
      />
    );
  }
  if (property === undefined) {
    return (
      <Card data-testid="details-loading">
        <Skeleton.Node active style={{ width: '100%', height: 280 }} />
        <Skeleton active paragraph={{ rows: 6 }} style={{ marginBlockStart: 24 }} />
      </Card>
    );
  }

  const { location } = property;
  const name = property.specifications?.name ?? t('list.unnamed');
  const country = lookup.countryOf(location.countryCode);
  const address = [
    location.address,
    lookup.name(location.cityId),
    country === undefined ? location.countryCode : lookup.nameOf(country),
  ].join(t('separator'));
  const { latitude, longitude } = location;

  const deleteProperty = () =>
    remove.mutate(property.id, {
      onSuccess: () => {
        toast.success(t('details.deleted'));
        void navigate('/properties', { replace: true });
      },
    });

  return (
    <Flex vertical gap={16} data-testid="property-details-page">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Heading
              level={1}
              look={wide ? 2 : 3}
              style={{ marginBlock: 0, overflowWrap: 'anywhere' }}
              data-testid="details-name"
            >
              {name}
            </Heading>
            <StatusTag status={property.status} />
          </Flex>
          <Typography.Text type="secondary">
            {t('list.created', { date: formatDate(property.createdAt) })}
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <Button
            icon={<EditOutlined />}
            type="primary"
            onClick={() => void navigate(`/properties/${property.id}/edit`)}
            data-testid="details-edit"
          >
            {t('details.edit')}
          </Button>
          <Popconfirm
            title={t('details.deleteConfirm')}
            description={t('details.deleteWarning')}
            okText={t('actions.delete')}
            cancelText={t('actions.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={deleteProperty}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="details-delete">
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      {!twoColumns && <PublishCard property={property} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card styles={{ body: { padding: wide ? 16 : 8 } }}>
              <PropertyGallery photos={property.photos} />
            </Card>
            <DetailsCard title={t('details.about')} testId="details-about">
              <DescriptionSummary
                property={property}
                notAdded={<NotAdded id={property.id} step="description" />}
              />
            </DetailsCard>
            <DetailsCard title={t('steps.specifications')} testId="details-specifications-card">
              <SpecificationsSummary property={property} lookup={lookup} />
            </DetailsCard>
            <DetailsCard title={t('details.amenities')} testId="details-amenities-card">
              <AmenitiesSummary property={property} lookup={lookup} />
            </DetailsCard>
            <DetailsCard title={t('details.roomAmenities')} testId="details-rooms-card">
              <RoomsSummary property={property} lookup={lookup} />
            </DetailsCard>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {twoColumns && <PublishCard property={property} />}
            <DetailsCard title={t('details.agent')} testId="details-agent">
              <Flex vertical gap={8}>
                <Typography.Text data-testid="details-agent-name">
                  <UserOutlined style={{ marginInlineEnd: 8 }} />
                  {property.owner.name}
                </Typography.Text>
                <Typography.Link
                  href={`mailto:${property.owner.email}`}
                  data-testid="details-agent-email"
                >
                  <MailOutlined style={{ marginInlineEnd: 8 }} />
                  <bdi>{property.owner.email}</bdi>
                </Typography.Link>
              </Flex>
            </DetailsCard>
            <DetailsCard title={t('details.location')} testId="details-location">
              <Flex vertical gap={12}>
                <Typography.Text data-testid="details-address">{address}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('details.floor', { floor: location.floorNumber, total: location.totalFloors })}
                  {' · '}
                  {t('details.postalCode', { code: location.postalCode })}
                </Typography.Text>
                {latitude !== null && longitude !== null && (
                  <Suspense
                    fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}
                  >
                    <LocationMap latitude={latitude} longitude={longitude} label={address} />
                  </Suspense>
                )}
              </Flex>
            </DetailsCard>
            <DetailsCard title={t('location.pointsOfInterest')} testId="details-poi-card">
              <PointsOfInterestSummary
                points={location.pointsOfInterest}
                lookup={lookup}
                testId="details-poi"
              />
            </DetailsCard>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
