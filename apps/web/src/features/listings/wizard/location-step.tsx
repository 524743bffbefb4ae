import {
  floorExceedsTotal,
  locationSection,
  postalCodeIssue,
  type LocationSection,
} from '@nuzul/shared/listings';
import { Col, Divider, Form, Input, InputNumber, Row, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zod-rule';
import { dependentRule, numberRule } from '../form-rules';
import { useDefinitions } from '../../definitions';
import { isSubscriptionRefusal, SeePlansButton } from '../../billing';
import { useCreateProperty, useSaveSection } from '../api';
import { CitySelect } from '../components/city-select';
import { PointsOfInterestEditor } from '../components/points-of-interest-editor';
import { locationValuesOf, sameBody, toLocationBody, type LocationValues } from './section-values';
import { StepFooter } from './step-footer';
import { isCompleted, type StepProps } from './step-props';
import { useStepSubmit } from './use-step-submit';
import { FormFailure } from '../../../components/form/form-failure';
import type { Coordinates } from '../components/location-picker';
import { MAP_HEIGHT } from '../components/map-tiles';

const { shape } = locationSection;

const LocationPicker = lazy(() =>
  import('../components/location-picker').then((module) => ({ default: module.LocationPicker })),
);

/** The floor is checked against the total floors, again whenever either changes. */
const floorRule = dependentRule((floor, getFieldValue) => {
  const total: unknown = getFieldValue('totalFloors');
  return typeof floor === 'number' && typeof total === 'number' && floorExceedsTotal(floor, total)
    ? 'floorAboveTotal'
    : undefined;
});

/** The postal code's form depends on the country (five digits in Saudi Arabia). */
const postalCodeRule = dependentRule((code, getFieldValue) =>
  typeof code === 'string'
    ? postalCodeIssue(getFieldValue('countryCode') as string | undefined, code)
    : undefined,
);

export function LocationStep({
  property,
  draft,
  onEdit,
  onDone,
  onBack,
  isLast,
}: StepProps<'location'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<LocationValues>();
  const { lookup } = useDefinitions();
  const create = useCreateProperty();
  const save = useSaveSection(property?.id);
  const baseline = useMemo(() => locationValuesOf(property), [property]);
  const countryCode =
    Form.useWatch('countryCode', form) ?? draft?.countryCode ?? baseline.countryCode;
  const latitude = Form.useWatch('latitude', form);
  const longitude = Form.useWatch('longitude', form);

  const countries = lookup
    .ofKind('country')
    .map((item) => ({ value: item.code, label: lookup.nameOf(item) }));

  const { submit, saving, failure, refusal, refreshErrors } = useStepSubmit<LocationSection>({
    form,
    schema: locationSection,
    propertyExists: property !== undefined,
    completed: isCompleted(property, 'location'),
    saved: toLocationBody(baseline),
    send: (body) =>
      property === undefined
        ? create.mutateAsync(body)
        : save.mutateAsync({ section: 'location', body }),
    onDone,
  });

  const report = (): void => {
    const values = form.getFieldsValue(true) as LocationValues;
    onEdit(values, !sameBody(toLocationBody(values), toLocationBody(baseline)));
  };

  // A click or a dragged pin types the coordinates, as if the owner had.
  const pick = (coordinates: Coordinates): void => {
    form.setFieldsValue(coordinates);
    void form.validateFields(['latitude', 'longitude']).catch(() => undefined);
    refreshErrors();
    report();
  };

  return (
    <Form<LocationValues>
      form={form}
      layout="vertical"
      initialValues={draft ?? baseline}
      onValuesChange={(changedValues: Partial<LocationValues>) => {
        refreshErrors();
        if ('countryCode' in changedValues) form.setFieldValue('cityId', undefined);
        report();
      }}
      onFinish={() => void submit(toLocationBody(form.getFieldsValue(true) as LocationValues))}
      data-testid="wizard-location"
    >
      <FormFailure
        text={failure}
        action={isSubscriptionRefusal(refusal) ? <SeePlansButton size="small" /> : undefined}
        testId="wizard-error"
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="countryCode"
            label={t('location.country')}
            rules={[zodRule(shape.countryCode)]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={countries}
              data-testid="location-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="cityId" label={t('location.city')} rules={[numberRule(shape.cityId)]}>
            <CitySelect countryCode={countryCode ?? undefined} testId="location-city" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="address" label={t('location.address')} rules={[zodRule(shape.address)]}>
            <Input autoComplete="street-address" data-testid="location-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="postalCode"
            label={t('location.postalCode')}
            dependencies={['countryCode']}
            rules={[zodRule(shape.postalCode), postalCodeRule]}
          >
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              data-testid="location-postal-code"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="floorNumber"
            label={t('location.floorNumber')}
            dependencies={['totalFloors']}
            rules={[numberRule(shape.floorNumber), floorRule]}
          >
            <InputNumber
              min={0}
              precision={0}
              style={{ width: '100%' }}
              data-testid="location-floor"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="totalFloors"
            label={t('location.totalFloors')}
            rules={[numberRule(shape.totalFloors)]}
          >
            <InputNumber
              precision={0}
              style={{ width: '100%' }}
              data-testid="location-total-floors"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="latitude"
            label={t('location.latitude')}
            tooltip={t('location.coordinatesHint')}
            rules={[numberRule(shape.latitude)]}
          >
            <InputNumber
              controls={false}
              style={{ width: '100%' }}
              data-testid="location-latitude"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="longitude"
            label={t('location.longitude')}
            rules={[numberRule(shape.longitude)]}
          >
            <InputNumber
              controls={false}
              style={{ width: '100%' }}
              data-testid="location-longitude"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Typography.Paragraph type="secondary" style={{ marginBlock: '4px 8px' }}>
            {t('map.pickHint')}
          </Typography.Paragraph>
          <Suspense
            fallback={<Skeleton.Node active style={{ width: '100%', height: MAP_HEIGHT }} />}
          >
            <LocationPicker
              latitude={latitude}
              longitude={longitude}
              countryCode={countryCode}
              onPick={pick}
            />
          </Suspense>
        </Col>
      </Row>
      <Divider />
      <PointsOfInterestEditor
        name="pointsOfInterest"
        title={t('location.pointsOfInterest')}
        testId="location-poi"
      />
      <StepFooter isLast={isLast} saving={saving} onBack={onBack} />
    </Form>
  );
}
