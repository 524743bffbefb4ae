import type { Property, WizardSection } from '@nuzul/shared/listings';
import { Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DefinitionLookup } from '../../definitions';
import { ItemRows } from './item-rows';

interface SectionProps {
  property: Property;
  lookup: DefinitionLookup;
}

/** A section the owner has not filled in yet: says so and links to its wizard step. */
export function NotAdded({ id, step }: { id: string; step: WizardSection }) {
  const { t } = useTranslation('listings');
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.notAdded')}>
      <Link to={`/properties/${id}/edit?step=${step}`}>
        <Button size="small">{t('details.addNow')}</Button>
      </Link>
    </Empty>
  );
}

export function DetailsCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} data-testid={testId} styles={{ header: { minHeight: 48 } }}>
      {children}
    </Card>
  );
}

export function SpecificationsSummary({ property, lookup }: SectionProps) {
  const { t } = useTranslation('listings');
  const specs = property.specifications;
  if (specs === null) return <NotAdded id={property.id} step="specifications" />;
  const yesNo = (value: boolean) => (value ? t('details.yes') : t('details.no'));
  const items = [
    {
      key: 'type',
      label: t('specifications.propertyType'),
      children: lookup.name(specs.propertyTypeId),
    },
    { key: 'internalName', label: t('specifications.internalName'), children: specs.internalName },
    ...(specs.shortName
      ? [{ key: 'shortName', label: t('specifications.shortName'), children: specs.shortName }]
      : []),
    { key: 'multiUnit', label: t('specifications.multiUnit'), children: yesNo(specs.multiUnit) },
    ...(property.buildingId !== null
      ? [
          {
            key: 'building',
            label: t('specifications.building'),
            children: (
              <Link to={`/buildings/${property.buildingId}`}>{t('details.viewBuilding')}</Link>
            ),
          },
        ]
      : []),
    {
      key: 'area',
      label: t('details.area'),
      children: t('details.areaValue', { m2: specs.areaM2, sqf: specs.areaSqf }),
    },
    { key: 'sleep', label: t('specifications.sleep'), children: specs.sleep },
    { key: 'guests', label: t('specifications.guests'), children: specs.guests },
    { key: 'bedrooms', label: t('specifications.bedrooms'), children: specs.bedrooms },
    { key: 'bathrooms', label: t('specifications.bathrooms'), children: specs.bathrooms },
    { key: 'toilets', label: t('specifications.toilets'), children: specs.toilets },
  ];
  return (
    <Descriptions
      column={{ xs: 1, sm: 2 }}
      size="small"
      items={items}
      data-testid="details-specifications"
    />
  );
}

export function AmenitiesSummary({ property, lookup }: SectionProps) {
  const { amenityIds } = property.amenities;
  if (amenityIds.length === 0) return <NotAdded id={property.id} step="amenities" />;
  return (
    <Flex gap={8} wrap data-testid="details-amenities">
      {amenityIds.map((id) => (
        <Tag key={id} style={{ marginInlineEnd: 0 }}>
          {lookup.name(id)}
        </Tag>
      ))}
    </Flex>
  );
}

export function RoomsSummary({ property, lookup }: SectionProps) {
  const { t } = useTranslation('listings');
  const { rooms } = property.amenities;
  if (rooms.length === 0) return <NotAdded id={property.id} step="amenities" />;
  // "Bedroom 1", "Bedroom 2", "Bathroom": rooms are numbered among their own kind.
  const roomTitle = (index: number): string => {
    const { compositionId } = rooms[index]!;
    const name = lookup.name(compositionId);
    const same = rooms.filter((room) => room.compositionId === compositionId);
    if (same.length === 1) return name;
    const n = rooms
      .slice(0, index + 1)
      .filter((room) => room.compositionId === compositionId).length;
    return t('details.roomName', { name, n });
  };
  return (
    <ItemRows
      testId="details-rooms"
      items={rooms}
      keyOf={(room) => room.id}
      render={(room, index) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{roomTitle(index)}</Typography.Text>
          <Flex gap={6} wrap>
            {room.amenityIds.map((id) => (
              <Tag key={id} style={{ marginInlineEnd: 0 }}>
                {lookup.name(id)}
              </Tag>
            ))}
          </Flex>
        </Flex>
      )}
    />
  );
}

export function PointsOfInterestSummary({
  points,
  lookup,
  testId,
}: {
  points: Property['location']['pointsOfInterest'];
  lookup: DefinitionLookup;
  testId: string;
}) {
  const { t } = useTranslation('listings');
  if (points.length === 0) {
    return <Typography.Text type="secondary">{t('poi.none')}</Typography.Text>;
  }
  return (
    <ItemRows
      testId={testId}
      items={points}
      keyOf={(point) => point.id}
      end={(point) => <bdi>{`${point.distanceValue} ${lookup.name(point.distanceUnitId)}`}</bdi>}
      render={(point) => (
        <Flex vertical>
          <Typography.Text>{point.label}</Typography.Text>
          {point.kindId !== null && (
            <Typography.Text type="secondary">{lookup.name(point.kindId)}</Typography.Text>
          )}
        </Flex>
      )}
    />
  );
}
