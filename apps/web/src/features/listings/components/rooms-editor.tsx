import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { roomAmenityCategories } from '@nuzul/shared/definitions';
import { roomInput } from '@nuzul/shared/listings';
import { Button, Card, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDefinitions } from '../../definitions/api';
import { numberRule } from '../form-rules';
import type { RoomValues } from '../wizard/section-values';

const { shape } = roomInput;

/** The rooms of the property: a composition and the room's amenities (beds among them). */
export function RoomsEditor() {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const compositions = lookup
    .ofKind('room_composition')
    .map((item) => ({ value: item.id, label: lookup.nameOf(item) }));
  const roomAmenities = lookup.ofKind('room_amenity');
  const groupedOptions = [...roomAmenityCategories, 'own'].flatMap((category) => {
    const items = roomAmenities.filter((item) =>
      category === 'own' ? typeof item.meta.category !== 'string' : item.meta.category === category,
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
    <Form.List name="rooms">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="rooms-editor">
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('rooms.none')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              title={t('rooms.rowTitle', { n: index + 1 })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
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
                    name={[field.name, 'compositionId']}
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
                  <Form.Item name={[field.name, 'amenityIds']} label={t('rooms.amenities')}>
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
