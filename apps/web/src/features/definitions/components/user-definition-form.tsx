import {
  BED_SLEEPS_MAX,
  SAUDI_ARABIA_ID,
  userDefinitionKinds,
  userDefinitionRequest,
  type UserDefinitionKind,
  type UserDefinitionRequest,
} from '@nuzul/shared/definitions';
import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error';
import { toast } from '../../../app/toast';
import { describeFailure } from '../../../app/describe-failure';
import {
  apiFieldErrors,
  fieldErrorsOf,
  type FieldError,
} from '../../../components/form/field-errors';
import { useSubmitErrors } from '../../../components/form/use-submit-errors';
import { useCreateUserDefinition, useDefinitions } from '../api';
import { FormFailure } from '../../../components/form/form-failure';

interface FormValues {
  kind: UserDefinitionKind;
  nameAr: string;
  nameEn: string;
  parentId: number | null;
  sleeps: number | null;
}

const initialValues: FormValues = {
  kind: 'amenity',
  nameAr: '',
  nameEn: '',
  parentId: null,
  sleeps: null,
};

function toRequest(values: FormValues): UserDefinitionRequest {
  return {
    kind: values.kind,
    nameAr: values.nameAr ?? '',
    nameEn: values.nameEn ?? '',
    ...(values.kind === 'city' && values.parentId ? { parentId: values.parentId } : {}),
    ...(values.kind === 'room_amenity' && values.sleeps ? { meta: { sleeps: values.sleeps } } : {}),
  };
}

/** Adds one of the owner's own amenities, room amenities (a bed sleeps people), kinds or cities. */
export function UserDefinitionForm() {
  const { t } = useTranslation('definitions');
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? 'amenity';
  const { lookup } = useDefinitions();
  const create = useCreateUserDefinition();
  const [failure, setFailure] = useState<string | null>(null);
  const submitErrors = useSubmitErrors(form);
  const regions = lookup
    .ofKind('region')
    .filter((region) => region.parentId === SAUDI_ARABIA_ID)
    .map((region) => ({ value: region.id, label: lookup.nameOf(region) }));

  // The request's `meta.sleeps` is the form's `sleeps`.
  const showErrors = (errors: FieldError[]): void => {
    const unplaced = submitErrors.show(
      errors.map((error) =>
        error.name.join('.') === 'meta.sleeps' ? { ...error, name: ['sleeps'] } : error,
      ),
    );
    if (unplaced.length > 0) setFailure(unplaced.join(' '));
  };

  const submit = (): void => {
    setFailure(null);
    const body = toRequest(form.getFieldsValue(true) as FormValues);
    const parsed = userDefinitionRequest.safeParse(body);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast.success(t('added'));
        form.resetFields(['nameAr', 'nameEn', 'parentId', 'sleeps']);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? apiFieldErrors(error) : [];
        if (fieldErrors.length > 0) showErrors(fieldErrors);
        else setFailure(describeFailure(error));
      },
    });
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={submitErrors.refresh}
      onFinish={submit}
      data-testid="definition-form"
    >
      <FormFailure text={failure} />
      <Row gutter={16} align="bottom">
        <Col xs={24} md={6}>
          <Form.Item name="kind" label={t('form.kind')}>
            <Select
              options={userDefinitionKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              data-testid="definition-kind"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={kind === 'amenity' || kind === 'poi_kind' ? 9 : 6}>
          <Form.Item name="nameAr" label={t('form.nameAr')}>
            <Input dir="rtl" lang="ar" data-testid="definition-name-ar" />
          </Form.Item>
        </Col>
        <Col xs={24} md={kind === 'amenity' || kind === 'poi_kind' ? 9 : 6}>
          <Form.Item name="nameEn" label={t('form.nameEn')}>
            <Input dir="ltr" lang="en" data-testid="definition-name-en" />
          </Form.Item>
        </Col>
        {kind === 'city' && (
          <Col xs={24} md={6}>
            <Form.Item name="parentId" label={t('form.region')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={regions}
                data-testid="definition-region"
              />
            </Form.Item>
          </Col>
        )}
        {kind === 'room_amenity' && (
          <Col xs={24} md={6}>
            <Form.Item name="sleeps" label={t('form.sleeps')} tooltip={t('form.sleepsHint')}>
              <InputNumber
                min={1}
                max={BED_SLEEPS_MAX}
                precision={0}
                style={{ width: '100%' }}
                data-testid="definition-sleeps"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Button
        type="primary"
        htmlType="submit"
        loading={create.isPending}
        data-testid="definition-add"
      >
        {t('form.add')}
      </Button>
    </Form>
  );
}
