import {
  billingCycles,
  PROMO_CODE_MAX_LENGTH,
  PROMO_MAX_REDEMPTIONS_MAX,
  promoCodeInput,
  promoDiscountTypes,
  type AdminPlan,
  type BillingCycle,
  type PromoCode,
  type PromoDiscountType,
} from '@nuzul/shared/billing';
import {
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';
import { FormFailure } from '../../../components/form/form-failure';
import { MoneyInput } from '../../../components/money/money-input';
import { PercentInput } from '../../../components/money/percent-input';
import { usePromoCodesAdmin } from '../api';
import { useAdminSubmit } from './use-admin-submit';

/** The form's values: the API's body, field for field (amounts in halalas, days "YYYY-MM-DD"). */
export interface PromoCodeValues {
  code: string;
  discountType: PromoDiscountType;
  percentOff: number | null;
  amountOff: number | null;
  validFrom: string | null;
  validTo: string | null;
  maxRedemptions: number | null;
  oncePerAccount: boolean;
  planIds: number[];
  cycles: BillingCycle[];
  active: boolean;
}

/** What a code's row sends back when only one thing of it changes (active). */
export function promoBodyOf(promo: PromoCode): PromoCodeValues {
  return {
    code: promo.code,
    discountType: promo.discountType,
    percentOff: promo.percentOff,
    amountOff: promo.amountOff,
    validFrom: promo.validFrom,
    validTo: promo.validTo,
    maxRedemptions: promo.maxRedemptions,
    oncePerAccount: promo.oncePerAccount,
    planIds: promo.planIds ?? [],
    cycles: promo.cycles ?? [],
    active: promo.active,
  };
}

const newPromo: PromoCodeValues = {
  code: '',
  discountType: 'percent',
  percentOff: null,
  amountOff: null,
  validFrom: null,
  validTo: null,
  maxRedemptions: null,
  oncePerAccount: true,
  planIds: [],
  cycles: [],
  active: true,
};

/** A Form.Item whose DatePicker edits a "YYYY-MM-DD" day, as the API has it (or null). */
const isoDateItem = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

interface PromoCodeFormProps {
  /** The code edited, or null for a new one. */
  promo: PromoCode | null;
  /** The plans a code may be limited to. */
  plans: readonly AdminPlan[];
  onClose: (saved: PromoCode | undefined) => void;
}

/** A promo code's every field (requirements-next §7.2), checked by the shared schema. */
export function PromoCodeForm({ promo, plans, onClose }: PromoCodeFormProps) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('billing');
  const { language } = useLanguage();
  const [form] = Form.useForm<PromoCodeValues>();
  const { create, update } = usePromoCodesAdmin();
  const discountType = Form.useWatch('discountType', form) ?? promo?.discountType ?? 'percent';
  const { submit, saving, failure, refreshErrors } = useAdminSubmit<PromoCodeValues, PromoCode>(
    form,
    promoCodeInput,
    (body) =>
      promo === null ? create.mutateAsync(body) : update.mutateAsync({ id: promo.id, body }),
    onClose,
  );

  const save = () => {
    const values = form.getFieldsValue(true) as PromoCodeValues;
    // Only the amount of the chosen kind is sent; the other is none.
    void submit({
      ...values,
      percentOff: values.discountType === 'percent' ? values.percentOff : null,
      amountOff: values.discountType === 'amount' ? values.amountOff : null,
    });
  };

  return (
    <Modal
      open
      title={promo ? t('promo.edit') : t('promo.add')}
      okText={t('promo.save')}
      cancelText={t('promo.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={() => onClose(undefined)}
      destroyOnHidden
      width={720}
      okButtonProps={{ 'data-testid': 'promo-form-save' } as Record<`data-${string}`, string>}
      data-testid="promo-code-form"
    >
      <Form<PromoCodeValues>
        form={form}
        layout="vertical"
        initialValues={promo ? promoBodyOf(promo) : newPromo}
        onValuesChange={refreshErrors}
        onFinish={save}
      >
        <FormFailure text={failure} testId="promo-form-error" />
        <Row gutter={[12, 0]}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="code"
              label={t('promo.code')}
              extra={t('promo.codeHint')}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input
                dir="ltr"
                maxLength={PROMO_CODE_MAX_LENGTH}
                autoComplete="off"
                spellCheck={false}
                data-testid="promo-code-input"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="discountType" label={t('promo.discountType')}>
              <Radio.Group
                optionType="button"
                options={promoDiscountTypes.map((value) => ({
                  value,
                  label: (
                    <span data-testid={`promo-type-${value}`}>{t(`promo.types.${value}`)}</span>
                  ),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {discountType === 'percent' ? (
              <Form.Item name="percentOff" label={t('promo.percentOff')}>
                <PercentInput data-testid="promo-percent-off" />
              </Form.Item>
            ) : (
              <Form.Item
                name="amountOff"
                label={t('promo.amountOff')}
                extra={t('promo.amountHint')}
              >
                <MoneyInput data-testid="promo-amount-off" />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="maxRedemptions"
              label={t('promo.maxRedemptions')}
              extra={t('promo.maxRedemptionsHint')}
            >
              <InputNumber
                min={1}
                max={PROMO_MAX_REDEMPTIONS_MAX}
                precision={0}
                step={1}
                style={{ width: '100%' }}
                data-testid="promo-max-redemptions"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="validFrom" label={t('promo.validFrom')} {...isoDateItem}>
              <DatePicker style={{ width: '100%' }} data-testid="promo-valid-from" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="validTo" label={t('promo.validTo')} {...isoDateItem}>
              <DatePicker style={{ width: '100%' }} data-testid="promo-valid-to" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Typography.Paragraph type="secondary" style={{ marginBlock: '-8px 16px' }}>
              {t('promo.validityHint')}
            </Typography.Paragraph>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="planIds" label={t('promo.plans')} extra={t('promo.plansHint')}>
              <Select
                mode="multiple"
                allowClear
                placeholder={t('promo.allPlans')}
                optionFilterProp="label"
                options={plans.map((plan) => ({
                  value: plan.id,
                  label: `${plan.name[language]} · ${tb(`cycles.${plan.billingCycle}`)}`,
                }))}
                data-testid="promo-plans"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="cycles" label={t('promo.cycles')} extra={t('promo.cyclesHint')}>
              <Checkbox.Group
                options={billingCycles.map((value) => ({
                  value,
                  label: tb(`cycles.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="oncePerAccount"
              label={t('promo.oncePerAccount')}
              valuePropName="checked"
            >
              <Switch data-testid="promo-once-per-account" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="active" label={t('promo.active')} valuePropName="checked">
              <Switch data-testid="promo-active" />
            </Form.Item>
          </Col>
        </Row>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
