import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { UNIT_TYPES_MAX, unitTypeInput } from '@nuzul/shared/listings';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zod-rule';
import { Heading } from '../../../components/heading';
import { numberRule } from '../form-rules';

const { shape } = unitTypeInput;

/** The unit types of a building: name and quantity (> 0), at least one. */
export function UnitTypesEditor() {
  const { t } = useTranslation('listings');
  return (
    <Form.List name="unitTypes">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="unit-types">
          <Heading level={2} look={5} style={{ marginBlock: 0 }}>
            {t('building.unitTypes')}
          </Heading>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              title={t('building.unitRowTitle', { n: index + 1 })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('building.removeUnitType')}
                  data-testid={`unit-type-remove-${index}`}
                  style={{ paddingInline: 8 }}
                />
              }
              size="small"
              styles={{ body: { paddingBlockEnd: 0 } }}
              data-testid={`unit-type-${index}`}
            >
              <Row gutter={[12, 0]} align="top">
                <Col xs={24} sm={16}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('building.unitName')}
                    rules={[zodRule(shape.name)]}
                  >
                    <Input data-testid={`unit-type-name-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={t('building.quantity')}
                    rules={[numberRule(shape.quantity)]}
                  >
                    <InputNumber
                      precision={0}
                      style={{ width: '100%' }}
                      data-testid={`unit-type-quantity-${index}`}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Form.Item style={{ marginBlockEnd: 0 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= UNIT_TYPES_MAX}
              onClick={() => add({ name: '', quantity: 1 })}
              data-testid="unit-type-add"
            >
              {t('building.addUnitType')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Flex>
      )}
    </Form.List>
  );
}
