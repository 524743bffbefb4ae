import {
  billingCycles,
  CUSTOM_DAYS_MAX,
  CUSTOM_DAYS_MIN,
  MONTHS_FREE_MAX,
  PLAN_NAME_MAX_LENGTH,
  planDurations,
  planInput,
  PROPERTY_LIMIT_MAX,
  SORT_ORDER_MAX,
  type AdminPlan,
  type Plan,
  type PlanInput,
} from '@nuzul/shared/billing';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form/form-failure';
import { MoneyInput } from '../../../components/money/money-input';
import { PercentInput } from '../../../components/money/percent-input';
import { usePlansAdmin } from '../api';
import { useAdminSubmit } from './use-admin-submit';

/** The form's values: the API's body, field for field (money in halalas, rates in basis points). */
export type PlanValues = Omit<PlanInput, 'customDays'> & { customDays: number | null };

/** What a plan's row sends back when only one thing of it changes (active, order). */
export function planBodyOf(plan: Plan): PlanValues {
  return {
    name: plan.name,
    price: plan.price,
    billingCycle: plan.billingCycle,
    duration: plan.duration,
    customDays: plan.customDays,
    discountPercent: plan.discountPercent,
    propertyLimit: plan.propertyLimit,
    allowsPropertyCreation: plan.allowsPropertyCreation,
    monthsFree: plan.monthsFree,
    promoCodeAllowed: plan.promoCodeAllowed,
    active: plan.active,
    sortOrder: plan.sortOrder,
  };
}

const newPlan = (sortOrder: number): PlanValues => ({
  name: { ar: '', en: '' },
  price: null as unknown as number,
  billingCycle: 'monthly',
  duration: '1_month',
  customDays: null,
  discountPercent: 0,
  propertyLimit: 1,
  allowsPropertyCreation: true,
  monthsFree: 0,
  promoCodeAllowed: true,
  active: true,
  sortOrder,
});

interface PlanFormProps {
  /** The plan edited, or null for a new one. */
  plan: AdminPlan | null;
  /** A new plan's order: after the last. */
  nextOrder: number;
  onClose: (saved: Plan | undefined) => void;
}

/** A plan's every field (requirements-next §7.1), checked by the shared schema, in a dialog. */
export function PlanForm({ plan, nextOrder, onClose }: PlanFormProps) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('billing');
  const [form] = Form.useForm<PlanValues>();
  const { create, update } = usePlansAdmin();
  const duration = Form.useWatch('duration', form);
  const { submit, saving, failure, refreshErrors } = useAdminSubmit<PlanValues, Plan>(
    form,
    planInput,
    (body) =>
      plan === null ? create.mutateAsync(body) : update.mutateAsync({ id: plan.id, body }),
    onClose,
  );
  const wholeNumber = { precision: 0, step: 1, style: { width: '100%' } };

  const save = () => {
    const values = form.getFieldsValue(true) as PlanValues;
    void submit({
      ...values,
      customDays: values.duration === 'custom' ? values.customDays : null,
    });
  };

  return (
    <Modal
      open
      title={plan ? t('plans.edit') : t('plans.add')}
      okText={t('plans.save')}
      cancelText={t('plans.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={() => onClose(undefined)}
      destroyOnHidden
      width={760}
      okButtonProps={{ 'data-testid': 'plan-form-save' } as Record<`data-${string}`, string>}
      data-testid="plan-form"
    >
      <Form<PlanValues>
        form={form}
        layout="vertical"
        initialValues={plan ? planBodyOf(plan) : newPlan(nextOrder)}
        onValuesChange={refreshErrors}
        onFinish={save}
      >
        <FormFailure text={failure} testId="plan-form-error" />
        <Row gutter={[12, 0]}>
          <Col xs={24} sm={12}>
            <Form.Item name={['name', 'ar']} label={t('plans.nameAr')}>
              <Input
                dir="rtl"
                count={{ show: true, max: PLAN_NAME_MAX_LENGTH }}
                data-testid="plan-name-ar"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['name', 'en']} label={t('plans.nameEn')}>
              <Input
                dir="ltr"
                count={{ show: true, max: PLAN_NAME_MAX_LENGTH }}
                data-testid="plan-name-en"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="price" label={t('plans.price')} extra={t('plans.priceHint')}>
              <MoneyInput data-testid="plan-price" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="discountPercent" label={t('plans.discount')}>
              <PercentInput data-testid="plan-discount" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="billingCycle" label={t('plans.cycle')}>
              <Select
                options={billingCycles.map((cycle) => ({
                  value: cycle,
                  label: tb(`cycles.${cycle}`),
                }))}
                data-testid="plan-cycle"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="duration" label={t('plans.duration')}>
              <Select
                options={planDurations.map((value) => ({
                  value,
                  label: value === 'custom' ? t('plans.customDuration') : tb(`durations.${value}`),
                }))}
                data-testid="plan-duration"
              />
            </Form.Item>
          </Col>
          {duration === 'custom' && (
            <Col xs={24} sm={12}>
              <Form.Item
                name="customDays"
                label={t('plans.customDays')}
                extra={t('plans.customDaysHint', { min: CUSTOM_DAYS_MIN, max: CUSTOM_DAYS_MAX })}
              >
                <InputNumber {...wholeNumber} min={1} data-testid="plan-custom-days" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="propertyLimit" label={t('plans.propertyLimit')}>
              <InputNumber
                {...wholeNumber}
                min={1}
                max={PROPERTY_LIMIT_MAX}
                data-testid="plan-property-limit"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="monthsFree"
              label={t('plans.monthsFree')}
              extra={t('plans.monthsFreeHint')}
            >
              <InputNumber
                {...wholeNumber}
                min={0}
                max={MONTHS_FREE_MAX}
                data-testid="plan-months-free"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="sortOrder" label={t('plans.order')} extra={t('plans.orderHint')}>
              <InputNumber
                {...wholeNumber}
                min={0}
                max={SORT_ORDER_MAX}
                data-testid="plan-sort-order"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="allowsPropertyCreation"
              label={t('plans.allowsCreation')}
              valuePropName="checked"
            >
              <Switch data-testid="plan-allows-creation" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="promoCodeAllowed"
              label={t('plans.promoAllowed')}
              valuePropName="checked"
            >
              <Switch data-testid="plan-promo-allowed" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="active"
              label={t('plans.active')}
              valuePropName="checked"
              extra={t('plans.activeHint')}
            >
              <Switch data-testid="plan-active" />
            </Form.Item>
          </Col>
        </Row>
        {/* Enter in a field saves, as the dialog's button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
