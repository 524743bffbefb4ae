import { todayIn } from '@nuzul/shared/dates';
import { availabilitySection } from '@nuzul/shared/terms';
import { Col, DatePicker, Form, InputNumber, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../../components/money/money-input';
import { numberRule } from '../../form-rules';
import {
  availabilityValuesOf,
  toAvailabilityBody,
  type AvailabilityValues,
} from './booking-values';
import { isoDateItem, outsideWindow } from './iso-date';
import { SectionForm } from './section-form';
import type { SectionProps } from './section-props';

const { shape } = availabilitySection;

/** The last day may be chosen from the first bookable day up to three years after it. */
function OpenUntilField({ today }: { today: string }) {
  const { t } = useTranslation('listings');
  const openFrom: unknown = Form.useWatch('openFrom');
  const from = typeof openFrom === 'string' && openFrom >= today ? openFrom : today;
  return (
    <Form.Item
      name="openUntil"
      label={t('booking.availability.openUntil')}
      rules={[numberRule(shape.openUntil)]}
      {...isoDateItem}
    >
      <DatePicker
        style={{ width: '100%' }}
        disabledDate={outsideWindow(from)}
        data-testid="availability-open-until"
      />
    </Form.Item>
  );
}

/**
 * The property's defaults (decision A-5): the base nightly price of nights outside seasons,
 * the stay bounds, the advance notice and the bookable window.
 */
export function AvailabilitySection(props: SectionProps<'availability'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<AvailabilityValues>();
  const today = todayIn(props.settings.timeZone, new Date());
  const baseline = useMemo(
    () => availabilityValuesOf(props.settings, today),
    [props.settings, today],
  );
  const wholeNumber = { min: 0, step: 1, precision: 0, style: { width: '100%' } };
  return (
    <SectionForm
      {...props}
      section="availability"
      form={form}
      baseline={baseline}
      toBody={toAvailabilityBody}
      schema={availabilitySection}
      testId="booking-availability"
    >
      <Typography.Paragraph type="secondary">{t('booking.availability.hint')}</Typography.Paragraph>
      <Row gutter={[12, 0]}>
        <Col xs={24} md={12}>
          <Form.Item
            name="basePrice"
            label={t('booking.availability.basePrice')}
            extra={t('booking.availability.basePriceHint')}
            rules={[numberRule(shape.basePrice)]}
          >
            <MoneyInput data-testid="availability-base-price" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="preparationHours"
            label={t('booking.availability.preparationHours')}
            extra={t('booking.availability.preparationHoursHint')}
            rules={[numberRule(shape.preparationHours)]}
          >
            <InputNumber {...wholeNumber} data-testid="availability-preparation" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="minNights"
            label={t('booking.availability.minNights')}
            rules={[numberRule(shape.minNights)]}
          >
            <InputNumber {...wholeNumber} min={1} data-testid="availability-min-nights" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="maxNights"
            label={t('booking.availability.maxNights')}
            rules={[numberRule(shape.maxNights)]}
          >
            <InputNumber {...wholeNumber} min={1} data-testid="availability-max-nights" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="openFrom"
            label={t('booking.availability.openFrom')}
            rules={[numberRule(shape.openFrom)]}
            {...isoDateItem}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={outsideWindow(today)}
              data-testid="availability-open-from"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <OpenUntilField today={today} />
        </Col>
      </Row>
    </SectionForm>
  );
}
