import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { POINTS_OF_INTEREST_MAX, pointOfInterestInput } from '@nuzul/shared/listings';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zod-rule';
import { Heading } from '../../../components/heading';
import { numberRule } from '../form-rules';
import { useDefinitions } from '../../definitions';
import type { PointValues } from '../wizard/section-values';

interface PointsOfInterestEditorProps {
  /** The form list: `pointsOfInterest` of a property, `destinations` of a building. */
  name: string;
  title: string;
  testId: string;
}

const { shape } = pointOfInterestInput;

/** Rows of label, kind, distance and unit (points of interest and building destinations). */
export function PointsOfInterestEditor({ name, title, testId }: PointsOfInterestEditorProps) {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const kinds = lookup.ofKind('poi_kind').map((item) => ({
    value: item.id,
    label: lookup.nameOf(item),
  }));
  const units = lookup.ofKind('distance_unit');
  const unitOptions = units.map((item) => ({ value: item.id, label: lookup.nameOf(item) }));
  const defaultUnit = (units.find((unit) => unit.code === 'km') ?? units[0])?.id;

  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid={testId}>
          <Heading level={2} look={5} style={{ marginBlock: 0 }}>
            {title}
          </Heading>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('poi.none')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              title={t('poi.rowTitle', { n: index + 1 })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('poi.remove')}
                  data-testid={`${testId}-remove-${index}`}
                  style={{ paddingInline: 8 }}
                />
              }
              size="small"
              data-testid={`${testId}-row-${index}`}
              styles={{ body: { paddingBlockEnd: 0 } }}
            >
              <Row gutter={[12, 0]} align="top">
                <Col xs={24} md={9}>
                  <Form.Item
                    name={[field.name, 'label']}
                    label={t('poi.label')}
                    rules={[zodRule(shape.label)]}
                  >
                    <Input data-testid={`${testId}-label-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={7}>
                  <Form.Item name={[field.name, 'kindId']} label={t('poi.kind')}>
                    <Select
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      options={kinds}
                      placeholder={t('poi.kindPlaceholder')}
                      data-testid={`${testId}-kind-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item
                    name={[field.name, 'distanceValue']}
                    label={t('poi.distance')}
                    rules={[numberRule(shape.distanceValue)]}
                  >
                    <InputNumber
                      min={0}
                      step={1}
                      style={{ width: '100%' }}
                      data-testid={`${testId}-distance-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item
                    name={[field.name, 'distanceUnitId']}
                    label={t('poi.unit')}
                    rules={[numberRule(shape.distanceUnitId)]}
                  >
                    <Select options={unitOptions} data-testid={`${testId}-unit-${index}`} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Form.Item style={{ marginBlockEnd: 0 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= POINTS_OF_INTEREST_MAX}
              onClick={() =>
                add({
                  label: '',
                  kindId: null,
                  distanceValue: null,
                  distanceUnitId: defaultUnit,
                } satisfies PointValues)
              }
              data-testid={`${testId}-add`}
            >
              {t('poi.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Flex>
      )}
    </Form.List>
  );
}
