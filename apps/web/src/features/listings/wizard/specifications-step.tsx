import {
  m2FromSqf,
  specificationsSection,
  sqfFromM2,
  type SpecificationsSection,
} from '@nuzul/shared/listings';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zod-rule';
import { numberRule } from '../form-rules';
import { useDefinitions } from '../../definitions';
import { useOwnBuildings, useSaveSection } from '../api';
import {
  sameBody,
  specificationsValuesOf,
  toSpecificationsBody,
  type SpecificationsValues,
} from './section-values';
import { StepFooter } from './step-footer';
import { isCompleted, type StepProps } from './step-props';
import { useStepSubmit } from './use-step-submit';
import { FormFailure } from '../../../components/form/form-failure';

const { shape } = specificationsSection;

/**
 * The other area when one is typed: m² and sqf stay in step, each the conversion of the
 * other (a cleared field clears its twin).
 */
export function syncedArea(
  changed: Partial<Pick<SpecificationsValues, 'areaM2' | 'areaSqf'>>,
): Partial<Pick<SpecificationsValues, 'areaM2' | 'areaSqf'>> {
  if ('areaM2' in changed) {
    const m2 = changed.areaM2;
    return { areaSqf: typeof m2 === 'number' ? sqfFromM2(m2) : null };
  }
  if ('areaSqf' in changed) {
    const sqf = changed.areaSqf;
    return { areaM2: typeof sqf === 'number' ? m2FromSqf(sqf) : null };
  }
  return {};
}

export function SpecificationsStep({
  property,
  draft,
  onEdit,
  onDone,
  onBack,
  isLast,
}: StepProps<'specifications'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<SpecificationsValues>();
  const { lookup } = useDefinitions();
  const buildings = useOwnBuildings();
  const save = useSaveSection(property?.id);
  const baseline = useMemo(() => specificationsValuesOf(property), [property]);

  const { submit, saving, failure, refreshErrors } = useStepSubmit<SpecificationsSection>({
    form,
    schema: specificationsSection,
    propertyExists: property !== undefined,
    completed: isCompleted(property, 'specifications'),
    saved: toSpecificationsBody(baseline),
    send: (body) => save.mutateAsync({ section: 'specifications', body }),
    onDone,
  });

  const types = lookup
    .ofKind('property_type')
    .map((item) => ({ value: item.id, label: lookup.nameOf(item) }));
  const buildingOptions = (buildings.data?.data ?? []).map((building) => ({
    value: building.id,
    label: building.name ?? '—',
  }));

  const count = (name: 'bedrooms' | 'bathrooms' | 'toilets') => (
    <Col xs={24} sm={8}>
      <Form.Item name={name} label={t(`specifications.${name}`)} rules={[numberRule(shape[name])]}>
        <InputNumber step={1} style={{ width: '100%' }} data-testid={`specifications-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<SpecificationsValues>
      form={form}
      layout="vertical"
      initialValues={draft ?? baseline}
      onValuesChange={(changedValues: Partial<SpecificationsValues>) => {
        const twin = syncedArea(changedValues);
        if (Object.keys(twin).length > 0) form.setFieldsValue(twin);
        refreshErrors();
        const values = form.getFieldsValue(true) as SpecificationsValues;
        onEdit(values, !sameBody(toSpecificationsBody(values), toSpecificationsBody(baseline)));
      }}
      onFinish={() =>
        void submit(toSpecificationsBody(form.getFieldsValue(true) as SpecificationsValues))
      }
      data-testid="wizard-specifications"
    >
      <FormFailure text={failure} testId="wizard-error" />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="propertyTypeId"
            label={t('specifications.propertyType')}
            rules={[numberRule(shape.propertyTypeId)]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={types}
              data-testid="specifications-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('specifications.name')} rules={[zodRule(shape.name)]}>
            <Input data-testid="specifications-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="internalName"
            label={t('specifications.internalName')}
            tooltip={t('specifications.internalNameHint')}
            rules={[zodRule(shape.internalName)]}
          >
            <Input data-testid="specifications-internal-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="shortName"
            label={t('specifications.shortName')}
            rules={[zodRule(shape.shortName)]}
          >
            <Input count={{ show: true, max: 80 }} data-testid="specifications-short-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="buildingId" label={t('specifications.building')}>
            <Select
              allowClear
              loading={buildings.isPending}
              options={buildingOptions}
              placeholder={t('specifications.noBuilding')}
              notFoundContent={t('specifications.noBuildings')}
              data-testid="specifications-building"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="multiUnit" label={t('specifications.multiUnit')} valuePropName="checked">
            <Switch data-testid="specifications-multi-unit" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="areaM2"
            label={t('specifications.areaM2')}
            rules={[numberRule(shape.areaM2)]}
          >
            <InputNumber
              min={0}
              step={1}
              style={{ width: '100%' }}
              data-testid="specifications-area-m2"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="areaSqf"
            label={t('specifications.areaSqf')}
            rules={[numberRule(shape.areaSqf)]}
          >
            <InputNumber
              min={0}
              step={1}
              style={{ width: '100%' }}
              data-testid="specifications-area-sqf"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="sleep"
            label={t('specifications.sleep')}
            tooltip={t('specifications.sleepHint')}
            rules={[numberRule(shape.sleep)]}
          >
            <InputNumber
              precision={0}
              style={{ width: '100%' }}
              data-testid="specifications-sleep"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="guests"
            label={t('specifications.guests')}
            tooltip={t('specifications.guestsHint')}
            rules={[numberRule(shape.guests)]}
          >
            <InputNumber
              precision={0}
              style={{ width: '100%' }}
              data-testid="specifications-guests"
            />
          </Form.Item>
        </Col>
        {count('bedrooms')}
        {count('bathrooms')}
        {count('toilets')}
      </Row>
      <StepFooter isLast={isLast} saving={saving} onBack={onBack} />
    </Form>
  );
}
