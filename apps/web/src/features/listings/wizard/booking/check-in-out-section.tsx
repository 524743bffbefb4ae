import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  EARLY_LATE_RANGES_MAX,
  checkInLocations,
  checkInOutSection,
  earlyLateFeeTypes,
  earlyLateRangeInput,
  passesMidnight,
} from '@nuzul/shared/terms';
import { Button, Card, Col, Flex, Form, Radio, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../components/heading';
import { MoneyInput } from '../../../../components/money/money-input';
import { numberRule } from '../../form-rules';
import { checkInOutValuesOf, toCheckInOutBody, type CheckInOutValues } from './booking-values';
import { SectionForm } from './section-form';
import type { SectionProps } from './section-props';
import { TimeSelect } from './time-select';

const { shape } = checkInOutSection;
const range = earlyLateRangeInput.shape;

/** "(next day)" beside an end time before its start: the window passes midnight. */
function NextDayHint({
  from,
  to,
}: {
  from: string[] | (string | number)[];
  to: (string | number)[];
}) {
  const { t } = useTranslation('listings');
  const start: unknown = Form.useWatch(from);
  const end: unknown = Form.useWatch(to);
  if (typeof start !== 'string' || typeof end !== 'string' || start === '' || end === '') {
    return null;
  }
  return passesMidnight(start, end) ? (
    <Typography.Text type="secondary" data-testid={`next-day-${to.join('-')}`}>
      {t('booking.checkInOut.nextDay')}
    </Typography.Text>
  ) : null;
}

function EarlyLateRanges() {
  const { t } = useTranslation('listings');
  return (
    <Form.List name="earlyLateRanges">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="early-late-ranges">
          <Heading level={2} look={5} style={{ marginBlock: 0 }}>
            {t('booking.checkInOut.ranges')}
          </Heading>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('booking.checkInOut.noRanges')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('booking.checkInOut.rangeTitle', { n: index + 1 })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('booking.checkInOut.removeRange')}
                  data-testid={`range-remove-${index}`}
                />
              }
              styles={{ body: { paddingBlockEnd: 0 } }}
              data-testid={`range-row-${index}`}
            >
              <Row gutter={[12, 0]}>
                <Col xs={24} sm={12} xl={6}>
                  <Form.Item
                    name={[field.name, 'feeType']}
                    label={t('booking.checkInOut.feeType')}
                    rules={[numberRule(range.feeType)]}
                  >
                    <Select
                      options={earlyLateFeeTypes.map((value) => ({
                        value,
                        label: t(`booking.checkInOut.feeTypes.${value}`),
                      }))}
                      data-testid={`range-type-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={6} xl={6}>
                  <Form.Item
                    name={[field.name, 'from']}
                    label={t('booking.checkInOut.from')}
                    rules={[numberRule(range.from)]}
                  >
                    <TimeSelect data-testid={`range-from-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={6} xl={6}>
                  <Form.Item
                    name={[field.name, 'to']}
                    label={t('booking.checkInOut.to')}
                    rules={[numberRule(range.to)]}
                    extra={
                      <NextDayHint
                        from={['earlyLateRanges', field.name, 'from']}
                        to={['earlyLateRanges', field.name, 'to']}
                      />
                    }
                  >
                    <TimeSelect data-testid={`range-to-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} xl={6}>
                  <Form.Item
                    name={[field.name, 'cost']}
                    label={t('booking.checkInOut.cost')}
                    rules={[numberRule(range.cost)]}
                  >
                    <MoneyInput data-testid={`range-cost-${index}`} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Form.Item style={{ marginBlockEnd: 0 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= EARLY_LATE_RANGES_MAX}
              onClick={() => add({ feeType: undefined, from: undefined, to: undefined, cost: 0 })}
              data-testid="range-add"
            >
              {t('booking.checkInOut.addRange')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </Flex>
      )}
    </Form.List>
  );
}

/** Check-in place and times, check-out time, early and late fees (spec §3 "Arrival info"). */
export function CheckInOutSection(props: SectionProps<'checkInOut'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<CheckInOutValues>();
  const baseline = useMemo(() => checkInOutValuesOf(props.settings), [props.settings]);
  return (
    <SectionForm
      {...props}
      section="checkInOut"
      form={form}
      baseline={baseline}
      toBody={toCheckInOutBody}
      schema={checkInOutSection}
      testId="booking-checkInOut"
    >
      <Form.Item
        name="checkInLocation"
        label={t('booking.checkInOut.location')}
        rules={[numberRule(shape.checkInLocation)]}
      >
        <Radio.Group
          options={checkInLocations.map((value) => ({
            value,
            label: t(`booking.checkInOut.locations.${value}`),
          }))}
          data-testid="check-in-location"
        />
      </Form.Item>
      <Row gutter={[12, 0]}>
        <Col xs={12} lg={8}>
          <Form.Item
            name="checkInFrom"
            label={t('booking.checkInOut.checkInFrom')}
            rules={[numberRule(shape.checkInFrom)]}
          >
            <TimeSelect data-testid="check-in-from" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item
            name="checkInTo"
            label={t('booking.checkInOut.checkInTo')}
            rules={[numberRule(shape.checkInTo)]}
            extra={<NextDayHint from={['checkInFrom']} to={['checkInTo']} />}
          >
            <TimeSelect data-testid="check-in-to" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item
            name="checkOutTime"
            label={t('booking.checkInOut.checkOutTime')}
            rules={[numberRule(shape.checkOutTime)]}
          >
            <TimeSelect data-testid="check-out-time" />
          </Form.Item>
        </Col>
      </Row>
      <EarlyLateRanges />
    </SectionForm>
  );
}
