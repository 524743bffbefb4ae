import {
  DESCRIPTION_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  descriptionLanguage,
  descriptionSection,
  type DescriptionPart,
  type DescriptionSection,
} from '@nuzul/shared/listings';
import { DatePicker, Flex, Form, Input, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zod-rule';
import { useSaveSection } from '../api';
import {
  descriptionValuesOf,
  sameBody,
  toDescriptionBody,
  type DescriptionValues,
} from './section-values';
import { StepFooter } from './step-footer';
import { isCompleted, type StepProps } from './step-props';
import { useStepSubmit } from './use-step-submit';
import { FormFailure } from '../../../components/form/form-failure';

const languages = ['ar', 'en'] as const;
type ContentLanguage = (typeof languages)[number];

/** Parts limited to 80 characters: a counter against the limit, typing is not cut off. */
const shortParts = new Set<DescriptionPart>(['space', 'headline']);

/** The order the owner writes in: the headline first, then the description and the rest. */
const partsInOrder: readonly DescriptionPart[] = [
  'headline',
  'description',
  'space',
  'access',
  'neighborhood',
  'houseRules',
  'notes',
  'whyPurchased',
  'ownerListingStory',
];

/** The description's minimum and how far the text is, on one line below the box. */
function DescriptionLength({ language }: { language: ContentLanguage }) {
  const { t } = useTranslation('listings');
  const value: unknown = Form.useWatch([language, 'description']);
  const length = typeof value === 'string' ? value.trim().length : 0;
  return (
    <Flex justify="space-between" gap={12} wrap>
      <span>{t('description.minimum', { count: DESCRIPTION_MIN_LENGTH })}</span>
      <span data-testid={`description-${language}-count`}>
        {t('description.length', { count: length })}
      </span>
    </Flex>
  );
}

/**
 * One language's parts. Only the inputs take the language's direction: the labels and
 * messages stay in the interface's.
 */
function LanguageFields({ language }: { language: ContentLanguage }) {
  const { t } = useTranslation('listings');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <div>
      {partsInOrder.map((part) => {
        const testId = `description-${language}-${part}`;
        const label = t(`description.parts.${part}`);
        const rules = [zodRule(descriptionLanguage.shape[part])];
        if (part === 'description') {
          return (
            <Form.Item
              key={part}
              name={[language, part]}
              label={label}
              extra={<DescriptionLength language={language} />}
              rules={rules}
            >
              <Input.TextArea
                lang={language}
                dir={dir}
                autoSize={{ minRows: 6, maxRows: 16 }}
                data-testid={testId}
              />
            </Form.Item>
          );
        }
        if (shortParts.has(part)) {
          return (
            <Form.Item key={part} name={[language, part]} label={label} rules={rules}>
              <Input
                lang={language}
                dir={dir}
                count={{ show: true, max: SHORT_TEXT_MAX_LENGTH }}
                data-testid={testId}
              />
            </Form.Item>
          );
        }
        return (
          <Form.Item key={part} name={[language, part]} label={label} rules={rules}>
            <Input.TextArea
              lang={language}
              dir={dir}
              autoSize={{ minRows: 2, maxRows: 10 }}
              data-testid={testId}
            />
          </Form.Item>
        );
      })}
    </div>
  );
}

export function DescriptionStep({
  property,
  draft,
  onEdit,
  onDone,
  onBack,
  isLast,
}: StepProps<'description'>) {
  const { t } = useTranslation('listings');
  const [form] = Form.useForm<DescriptionValues>();
  const [tab, setTab] = useState<ContentLanguage>('ar');
  // Show the language whose field is wrong: the other tab's errors are out of sight.
  const showLanguageOf = (field: unknown): void => {
    if (field === 'ar' || field === 'en') setTab(field);
  };
  const save = useSaveSection(property?.id);
  const baseline = useMemo(() => descriptionValuesOf(property), [property]);

  const { submit, saving, failure, refreshErrors } = useStepSubmit<DescriptionSection>({
    form,
    schema: descriptionSection,
    propertyExists: property !== undefined,
    completed: isCompleted(property, 'description'),
    saved: toDescriptionBody(baseline),
    send: (body) => save.mutateAsync({ section: 'description', body }),
    onDone,
    onInvalid: (errors) => showLanguageOf(errors[0]?.name[0]),
  });

  return (
    <Form<DescriptionValues>
      form={form}
      layout="vertical"
      initialValues={draft ?? baseline}
      onValuesChange={() => {
        refreshErrors();
        const values = form.getFieldsValue(true) as DescriptionValues;
        onEdit(values, !sameBody(toDescriptionBody(values), toDescriptionBody(baseline)));
      }}
      onFinish={() =>
        void submit(toDescriptionBody(form.getFieldsValue(true) as DescriptionValues))
      }
      onFinishFailed={({ errorFields }) => showLanguageOf(errorFields[0]?.name[0])}
      data-testid="wizard-description"
    >
      <FormFailure text={failure} testId="wizard-error" />
      <Typography.Paragraph type="secondary">{t('description.hint')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'en' ? 'en' : 'ar')}
        items={languages.map((language) => ({
          key: language,
          label: (
            <span data-testid={`description-tab-${language}`}>
              {t(`description.languages.${language}`)}
            </span>
          ),
          forceRender: true,
          children: <LanguageFields language={language} />,
        }))}
      />
      <Form.Item
        name="availableFrom"
        label={t('description.availableFrom')}
        getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
        normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
      >
        <DatePicker
          style={{ width: '100%', maxWidth: 320 }}
          data-testid="description-available-from"
        />
      </Form.Item>
      <StepFooter isLast={isLast} saving={saving} onBack={onBack} />
    </Form>
  );
}
