import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { roomAmenityCategories } from '@nuzul/shared/definitions';
import { roomAmenityCategoryOf, roomAmenityFits, roomInput } from '@nuzul/shared/listings';
import { Button, Card, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDefinitions, type DefinitionLookup } from '../../definitions';
import { numberRule } from '../form-rules';
import type { RoomValues } from '../wizard/section-values';

const { shape } = roomInput;
const OWN_GROUP = 'own';

/** The code of a room's composition (`bedroom`), undefined until one is chosen. */
function compositionCodeOf(lookup: DefinitionLookup, compositionId: unknown): string | undefined {
  return typeof compositionId === 'number' ? lookup.byId(compositionId)?.code : undefined;
}

/**
 * The room amenities that fit a composition (beds for a bedroom, bathroom items for a
 * bathroom), leaving out the ones that do not.
 */
export function fittingRoomAmenities(
  lookup: DefinitionLookup,
  compositionId: number | null | undefined,
  amenityIds: readonly number[],
): number[] {
  const code = compositionCodeOf(lookup, compositionId);
  return amenityIds.filter((id) => {
    const item = lookup.byId(id);
    return item === undefined || roomAmenityFits(code, item.meta);
  });
}

interface RoomCardProps {
  name: number;
  index: number;
  onRemove: () => void;
}

/** One room: its composition, and the amenities that fit it grouped by category. */
function RoomCard({ name, index, onRemove }: RoomCardProps) {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const form = Form.useFormInstance();
  const compositionId: unknown = Form.useWatch(['rooms', name, 'compositionId'], form);
  const chosen: unknown = Form.useWatch(['rooms', name, 'amenityIds'], form);
  const chosenIds = new Set(Array.isArray(chosen) ? (chosen as number[]) : []);
  const code = compositionCodeOf(lookup, compositionId);

  const compositions = lookup
    .ofKind('room_composition')
    .map((item) => ({ value: item.id, label: lookup.nameOf(item) }));
  // A chosen amenity stays listed (with its name) even where it would not be offered.
  const roomAmenities = lookup
    .ofKind('room_amenity')
    .filter((item) => chosenIds.has(item.id) || roomAmenityFits(code, item.meta));
  const groupedOptions = [...roomAmenityCategories, OWN_GROUP].flatMap((category) => {
    const items = roomAmenities.filter(
      (item) => (roomAmenityCategoryOf(item.meta) ?? OWN_GROUP) === category,
    );
    return items.length === 0
      ? []
      : [
          {
            label: t(`rooms.categories.${category}`),
            title: category,
            options: items.map((item) => ({ value: item.id, label: lookup.nameOf(item) })),
          },
        ];
  });

  return (
    <Card
      title={t('rooms.rowTitle', { n: index + 1 })}
      extra={
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('rooms.remove')}
          data-testid={`room-remove-${index}`}
          style={{ paddingInline: 8 }}
        />
      }
      size="small"
      data-testid={`room-${index}`}
      styles={{ body: { paddingBlockEnd: 0 } }}
    >
      <Row gutter={[12, 0]} align="top">
        <Col xs={24} md={9}>
          <Form.Item
            name={[name, 'compositionId']}
            label={t('rooms.composition')}
            rules={[numberRule(shape.compositionId)]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={compositions}
              data-testid={`room-composition-${index}`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={15}>
          <Form.Item name={[name, 'amenityIds']} label={t('rooms.amenities')}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={groupedOptions}
              placeholder={t('rooms.amenitiesPlaceholder')}
              data-testid={`room-amenities-${index}`}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/**
 * The rooms of the property: a composition and the room's amenities. Each room offers the
 * amenities of its kind; the step drops the ones that no longer fit when the kind changes.
 */
export function RoomsEditor() {
  const { t } = useTranslation('listings');
  return (
    <Form.List name="rooms">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="rooms-editor">
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('rooms.none')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <RoomCard
              key={field.key}
              name={field.name}
              index={index}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Form.Item style={{ marginBlockEnd: 0 }}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ compositionId: undefined, amenityIds: [] } satisfies RoomValues)}
              data-testid="room-add"
            >
              {t('rooms.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Flex>
      )}
    </Form.List>
  );
}
