import { buildingInput, type Building, type BuildingInput } from '@nuzul/shared/listings';
import { Button, Card, Col, Divider, Flex, Form, Input, Row, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api-error';
import { toast } from '../../../app/toast';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { apiFieldErrors, fieldErrorsOf } from '../../../components/form/field-errors';
import { useSubmitErrors } from '../../../components/form/use-submit-errors';
import { zodRule } from '../../../components/form/zod-rule';
import { useDefinitions } from '../../definitions';
import { useBuilding, useCreateBuilding, useUpdateBuilding } from '../api';
import { BuildingPhotoField } from '../components/building-photo-field';
import { LoadFailure } from '../../../components/load-failure';
import { PointsOfInterestEditor } from '../components/points-of-interest-editor';
import { UnitTypesEditor } from '../components/unit-types-editor';
import { numberRule } from '../form-rules';
import { pointValuesOf, toPointsBody, type PointValues } from '../wizard/section-values';
import { UnsavedChangesModal } from '../wizard/unsaved-changes-modal';
import { useLeaveGuard } from '../wizard/use-leave-guard';
import { FormFailure } from '../../../components/form/form-failure';

interface BuildingValues {
  name: string;
  propertyTypeId: number | null | undefined;
  photoKey: string;
  destinations: PointValues[];
  unitTypes: { name: string; quantity: number | null }[];
}

const { shape } = buildingInput;

function valuesOf(building: Building | undefined): BuildingValues {
  if (building === undefined) {
    return {
      name: '',
      propertyTypeId: undefined,
      photoKey: '',
      destinations: [],
      unitTypes: [{ name: '', quantity: 1 }],
    };
  }
  return {
    name: building.name,
    propertyTypeId: building.propertyTypeId,
    photoKey: building.photoKey,
    destinations: pointValuesOf(building.destinations),
    unitTypes: building.unitTypes.map(({ name, quantity }) => ({ name, quantity })),
  };
}

function toBody(values: BuildingValues): BuildingInput {
  return {
    name: values.name ?? '',
    propertyTypeId: (values.propertyTypeId ?? undefined) as number,
    photoKey: values.photoKey ?? '',
    destinations: toPointsBody(values.destinations ?? []),
    unitTypes: (values.unitTypes ?? []).map((unit) => ({
      name: unit?.name ?? '',
      quantity: (unit?.quantity ?? undefined) as number,
    })),
  };
}

function BuildingForm({ building }: { building: Building | undefined }) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const [form] = Form.useForm<BuildingValues>();
  const { lookup } = useDefinitions();
  const create = useCreateBuilding();
  const update = useUpdateBuilding(building?.id);
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submitErrors = useSubmitErrors(form);
  const { blocker, allowNextNavigation } = useLeaveGuard(dirty);
  const saving = create.isPending || update.isPending;
  const types = lookup
    .ofKind('property_type')
    .map((item) => ({ value: item.id, label: lookup.nameOf(item) }));

  const submit = (): void => {
    setFailure(null);
    const body = toBody(form.getFieldsValue(true) as BuildingValues);
    const parsed = buildingInput.safeParse(body);
    if (!parsed.success) {
      const unplaced = submitErrors.show(fieldErrorsOf(parsed.error.issues));
      if (unplaced.length > 0) setFailure(unplaced.join(' '));
      return;
    }
    const save = building === undefined ? create : update;
    save.mutate(body, {
      onSuccess: (saved) => {
        setDirty(false);
        toast.success(t('building.saved'));
        allowNextNavigation();
        void navigate(`/buildings/${saved.id}`, { replace: building === undefined });
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? apiFieldErrors(error) : [];
        const unplaced = submitErrors.show(fieldErrors);
        if (fieldErrors.length === 0) {
          setFailure(isApiError(error) ? describeFailure(error) : screenFailureText('saveData'));
        } else if (unplaced.length > 0) setFailure(unplaced.join(' '));
      },
    });
  };

  return (
    <Card>
      <Form<BuildingValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(building)}
        onValuesChange={() => {
          setDirty(true);
          submitErrors.refresh();
        }}
        onFinish={submit}
        data-testid="building-form"
      >
        <FormFailure text={failure} testId="building-error" />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('building.name')} rules={[zodRule(shape.name)]}>
              <Input data-testid="building-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="propertyTypeId"
              label={t('specifications.propertyType')}
              rules={[numberRule(shape.propertyTypeId)]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={types}
                data-testid="building-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="photoKey"
              label={t('building.photo')}
              rules={[zodRule(shape.photoKey)]}
            >
              <BuildingPhotoField initialUrls={building?.photoUrls} />
            </Form.Item>
          </Col>
        </Row>
        <Divider />
        <UnitTypesEditor />
        <Divider />
        <PointsOfInterestEditor
          name="destinations"
          title={t('building.destinations')}
          testId="building-destinations"
        />
        <Flex justify="end" gap={12} style={{ marginBlockStart: 24 }} wrap>
          <Button
            onClick={() =>
              void navigate(
                building === undefined ? '/properties?tab=buildings' : `/buildings/${building.id}`,
              )
            }
            disabled={saving}
          >
            {t('actions.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="building-save">
            {t('building.save')}
          </Button>
        </Flex>
      </Form>
      <UnsavedChangesModal
        open={blocker.state === 'blocked'}
        onDiscard={() => {
          setDirty(false);
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </Card>
  );
}

/** Building create (/buildings/new) and update (/buildings/:id/edit). */
export function BuildingFormPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams();
  const wide = useMinWidth('sm');
  const query = useBuilding(id);
  const editing = id !== undefined;
  usePageTitle(t(editing ? 'pageTitles.editBuilding' : 'pageTitles.newBuilding', { ns: 'common' }));

  return (
    <Flex vertical gap={16} data-testid="building-form-page">
      <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
        {editing ? t('building.editTitle') : t('building.createTitle')}
      </Heading>
      {editing && query.error !== null ? (
        <LoadFailure
          error={query.error}
          message="fetchData"
          onRetry={() => void query.refetch()}
          testId="building-load-error"
        />
      ) : editing && query.data === undefined ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <BuildingForm building={query.data} />
      )}
    </Flex>
  );
}
