import type { BookingSection, BookingSettings } from '@nuzul/shared/terms';
import { Form, type FormInstance } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import type { FieldName } from '../../../../components/form/field-errors';
import { FormFailure } from '../../../../components/form/form-failure';
import { useSaveBookingSection, type BookingSectionBody } from '../../api';
import { sameBody } from '../section-values';
import { StepFooter } from '../step-footer';
import { useStepSubmit, type Issue, type StepSubmitOptions } from '../use-step-submit';
import type { SectionProps } from './section-props';

const SectionChanged = createContext<() => void>(() => undefined);

/**
 * For a value set from code (a preset, a copy): antd calls onValuesChange for the owner's
 * edits only, so the section is told to compare its values again.
 */
export function useSectionChanged(): () => void {
  return useContext(SectionChanged);
}

type SavedBySection = Exclude<BookingSection, 'seasons'>;
type BodyOf<S extends SavedBySection> = Extract<BookingSectionBody, { section: S }>['body'];

interface SectionFormProps<S extends SavedBySection, V> extends Omit<
  SectionProps<S>,
  'draft' | 'onEdit'
> {
  section: S;
  form: FormInstance<V>;
  draft: V | undefined;
  onEdit: (values: V, changed: boolean) => void;
  /** The section's values as saved (or its defaults when never saved). */
  baseline: V;
  toBody: (values: V) => BodyOf<S>;
  schema: StepSubmitOptions<BodyOf<S>, BookingSettings>['schema'];
  extraIssues?: (body: BodyOf<S>) => Issue[];
  fieldName?: (name: FieldName, body: BodyOf<S>) => FieldName;
  /** The fields found wrong (a section with tabs shows the tab of the first). */
  onInvalid?: (names: FieldName[]) => void;
  testId: string;
  children: ReactNode;
}

/**
 * One section of the Property Booking step: its own form and Save & Next, which checks the
 * body with the shared schema, PUTs the section and opens the next ("No changes to save."
 * when a saved section did not change; the API's field refusals at their fields).
 */
export function SectionForm<S extends SavedBySection, V extends object>({
  section,
  form,
  property,
  settings,
  draft,
  baseline,
  toBody,
  schema,
  extraIssues,
  fieldName,
  onInvalid,
  onEdit,
  onDone,
  onBack,
  testId,
  children,
}: SectionFormProps<S, V>) {
  const save = useSaveBookingSection(property.id);
  const { submit, saving, failure, refreshErrors } = useStepSubmit<BodyOf<S>, BookingSettings>({
    form,
    schema,
    extraIssues,
    fieldName,
    propertyExists: true,
    completed: settings.completedSections.includes(section),
    saved: toBody(baseline),
    send: (body) => save.mutateAsync({ section, body } as BookingSectionBody),
    onDone: () => onDone(),
    onInvalid: (errors) => onInvalid?.(errors.map((error) => error.name)),
  });
  const valuesOf = () => form.getFieldsValue(true) as V;
  const changed = (): void => {
    refreshErrors();
    const values = valuesOf();
    onEdit(values, !sameBody(toBody(values), toBody(baseline)));
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={draft ?? baseline}
      onValuesChange={changed}
      onFinish={() => void submit(toBody(valuesOf()))}
      onFinishFailed={({ errorFields }) => onInvalid?.(errorFields.map((field) => field.name))}
      data-testid={testId}
    >
      <FormFailure text={failure} testId="booking-section-error" />
      <SectionChanged.Provider value={changed}>{children}</SectionChanged.Provider>
      <StepFooter isLast={false} saving={saving} onBack={onBack} />
    </Form>
  );
}
