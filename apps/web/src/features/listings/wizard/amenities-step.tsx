import { amenitiesSection, roomIssues, type AmenitiesSection } from '@nuzul/shared/listings';
import { Divider, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/heading';
import { useDefinitions } from '../../definitions';
import { useSaveSection } from '../api';
import { AmenityPicker } from '../components/amenity-picker';
import { fittingRoomAmenities, RoomsEditor } from '../components/rooms-editor';
import {
  amenitiesValuesOf,
  sameBody,
  toAmenitiesBody,
  type AmenitiesValues,
} from './section-values';
import { StepFooter } from './step-footer';
import { isCompleted, type StepProps } from './step-props';
import { useStepSubmit } from './use-step-submit';
import { FormFailure } from '../../../components/form/form-failure';

export function AmenitiesStep({
  property,
  draft,
  onEdit,
  onDone,
  onBack,
  isLast,
}: StepProps<'amenities'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<AmenitiesValues>();
  const { lookup } = useDefinitions();
  const save = useSaveSection(property?.id);
  const baseline = useMemo(() => amenitiesValuesOf(property), [property]);

  const { submit, saving, failure, refreshErrors } = useStepSubmit<AmenitiesSection>({
    form,
    schema: amenitiesSection,
    // The rules that need the room amenities (beds and how many they sleep), as the API has them.
    extraIssues: (body) =>
      roomIssues(body.rooms, lookup, {
        bedrooms: property?.specifications?.bedrooms,
        sleep: property?.specifications?.sleep,
      }),
    propertyExists: property !== undefined,
    completed: isCompleted(property, 'amenities'),
    saved: toAmenitiesBody(baseline),
    send: (body) => save.mutateAsync({ section: 'amenities', body }),
    onDone,
  });

  return (
    <Form<AmenitiesValues>
      form={form}
      layout="vertical"
      initialValues={draft ?? baseline}
      onValuesChange={(changed: Partial<AmenitiesValues>) => {
        // A room that became another kind keeps only the amenities of its new kind.
        changed.rooms?.forEach((room, index) => {
          if (room === undefined || !('compositionId' in room)) return;
          const path = ['rooms', index, 'amenityIds'] as ['rooms', number, 'amenityIds'];
          const ids = (form.getFieldValue(path) as number[] | undefined) ?? [];
          const fitting = fittingRoomAmenities(lookup, room.compositionId, ids);
          if (fitting.length !== ids.length) form.setFieldValue(path, fitting);
        });
        refreshErrors();
        const values = form.getFieldsValue(true) as AmenitiesValues;
        onEdit(values, !sameBody(toAmenitiesBody(values), toAmenitiesBody(baseline)));
      }}
      onFinish={() => void submit(toAmenitiesBody(form.getFieldsValue(true) as AmenitiesValues))}
      data-testid="wizard-amenities"
    >
      <FormFailure text={failure} testId="wizard-error" />
      <Heading level={2} look={4} style={{ marginBlockStart: 0 }}>
        {t('amenities.general')}
      </Heading>
      <Form.Item name="amenityIds">
        <AmenityPicker />
      </Form.Item>
      <Divider />
      <Heading level={2} look={4} style={{ marginBlockStart: 0 }}>
        {t('rooms.title')}
      </Heading>
      <Typography.Paragraph type="secondary">{t('rooms.hint')}</Typography.Paragraph>
      <RoomsEditor />
      <StepFooter isLast={isLast} saving={saving} onBack={onBack} />
    </Form>
  );
}
