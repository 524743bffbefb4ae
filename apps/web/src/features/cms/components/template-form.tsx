import { EyeOutlined, MailOutlined, UndoOutlined } from '@ant-design/icons';
import type { EmailTemplate, EmailTemplateInput, RenderedEmail } from '@nuzul/shared/cms';
import { Button, Flex, Form, Input, Modal, Popconfirm, Typography, type InputRef } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../app/describe-failure';
import { supportedLanguages, type Language } from '../../../app/i18n';
import { toast } from '../../../app/toast';
import { usePreviewTemplate, useSaveTemplate, useTestTemplate } from '../api';
import { BilingualTabs, directionOf } from './bilingual-tabs';
import { HtmlPreview } from './html-preview';
import { RichTextField } from './rich-text-field';
import { failureText, useCmsSave } from './use-cms-save';

const toInput = (values: EmailTemplateInput): EmailTemplateInput => ({
  subject: { ar: values.subject.ar, en: values.subject.en },
  body: { ar: values.body.ar, en: values.body.en },
});

type Target = 'subject' | 'body';
type Inserter = (text: string) => void;

/**
 * The placeholders of the kind as buttons named in the owner's language; each shows the
 * `{{name}}` it types where the caret was (as its description too), so the owner learns the
 * syntax they can also type themselves.
 */
function PlaceholderBar({ names, onInsert }: { names: readonly string[]; onInsert: Inserter }) {
  const { t } = useTranslation('cms');
  const id = useId();
  return (
    <Flex gap={4} wrap align="center" style={{ marginBlockEnd: 12 }}>
      <Typography.Text type="secondary">{t('templates.insert')}</Typography.Text>
      {names.map((name, index) => {
        const label = t(`templates.placeholders.${name.replace('.', '_')}`);
        const syntax = `${id}-${index}`;
        return (
          <Button
            key={name}
            size="small"
            aria-label={label}
            aria-describedby={syntax}
            onClick={() => onInsert(`{{${name}}}`)}
            data-testid={`cms-placeholder-${name}`}
          >
            {label}
            <Typography.Text type="secondary" id={syntax} style={{ fontSize: 12 }}>
              <bdi dir="ltr">{`{{${name}}}`}</bdi>
            </Typography.Text>
          </Button>
        );
      })}
    </Flex>
  );
}

/** One language's subject and body, with the placeholder bar that writes into either. */
function LanguagePane({
  language,
  placeholders,
}: {
  language: Language;
  placeholders: readonly string[];
}) {
  const { t } = useTranslation('cms');
  const form = Form.useFormInstance<EmailTemplateInput>();
  const subject = useRef<InputRef>(null);
  const body = useRef<Inserter | null>(null);
  const [target, setTarget] = useState<Target>('body');
  const insert: Inserter = (text) => {
    if (target === 'body') {
      body.current?.(text);
      return;
    }
    const input = subject.current?.input;
    const current = String(form.getFieldValue(['subject', language]) ?? '');
    const start = input?.selectionStart ?? current.length;
    const end = input?.selectionEnd ?? start;
    form.setFieldValue(['subject', language], current.slice(0, start) + text + current.slice(end));
    input?.focus();
  };
  return (
    <>
      <PlaceholderBar names={placeholders} onInsert={insert} />
      <Form.Item name={['subject', language]} label={t('templates.subject')}>
        <Input
          ref={subject}
          dir={directionOf(language)}
          onFocus={() => setTarget('subject')}
          data-testid={`cms-template-subject-${language}`}
        />
      </Form.Item>
      <div onFocusCapture={() => setTarget('body')}>
        <Form.Item name={['body', language]} label={t('templates.body')}>
          <RichTextField
            dir={directionOf(language)}
            label={`${t('templates.body')} (${t(`languages.${language}`)})`}
            testId={`cms-template-body-${language}`}
            insertRef={body}
          />
        </Form.Item>
      </div>
    </>
  );
}

/** A template's editor: save, preview with the sample booking, test to oneself, reset. */
export function TemplateForm({ template }: { template: EmailTemplate }) {
  const { t } = useTranslation('cms');
  const [form] = Form.useForm<EmailTemplateInput>();
  const save = useSaveTemplate(template.kind);
  const preview = usePreviewTemplate(template.kind);
  const test = useTestTemplate(template.kind);
  const [shown, setShown] = useState<{ language: Language; email: RenderedEmail } | null>(null);
  const initial = toInput(template);
  const { submit, saving, refreshErrors } = useCmsSave(form, initial, (body) =>
    save.mutateAsync(body),
  );

  const showPreview = (language: Language) =>
    preview.mutate(
      { locale: language, template: toInput(form.getFieldsValue(true)) },
      {
        onSuccess: (email) => setShown({ language, email }),
        onError: (error) => toast.error(describeFailure(error)),
      },
    );
  const sendTest = (language: Language) =>
    test.mutate(language, {
      onSuccess: ({ email }) => toast.success(t('templates.testSent', { email })),
      onError: (error) => toast.error(failureText(error, 'saveData')),
    });
  const reset = () =>
    save.mutate(null, {
      onSuccess: (saved) => {
        form.setFieldsValue(toInput(saved));
        toast.success(t('templates.resetDone'));
      },
      onError: (error) => toast.error(failureText(error, 'saveData')),
    });

  return (
    <Form<EmailTemplateInput>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={refreshErrors}
      onFinish={() => void submit(toInput(form.getFieldsValue(true)))}
      data-testid="cms-template-form"
    >
      <BilingualTabs>
        {(language) => <LanguagePane language={language} placeholders={template.placeholders} />}
      </BilingualTabs>
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="cms-template-save">
          {t('save')}
        </Button>
        {supportedLanguages.map((language) => (
          <Button
            key={`preview-${language}`}
            icon={<EyeOutlined />}
            loading={preview.isPending && preview.variables.locale === language}
            onClick={() => showPreview(language)}
            data-testid={`cms-template-preview-${language}`}
          >
            {t('templates.preview', { language: t(`languages.${language}`) })}
          </Button>
        ))}
        {supportedLanguages.map((language) => (
          <Button
            key={`test-${language}`}
            icon={<MailOutlined />}
            loading={test.isPending && test.variables === language}
            onClick={() => sendTest(language)}
            data-testid={`cms-template-test-${language}`}
          >
            {t('templates.test', { language: t(`languages.${language}`) })}
          </Button>
        ))}
        <Popconfirm
          title={t('templates.resetConfirm')}
          okText={t('templates.reset')}
          cancelText={t('cancel')}
          onConfirm={reset}
          disabled={template.isDefault}
        >
          <Button
            icon={<UndoOutlined />}
            disabled={template.isDefault}
            data-testid="cms-template-reset"
          >
            {t('templates.reset')}
          </Button>
        </Popconfirm>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBlockStart: 8 }}>
        {t('templates.testHint')}
      </Typography.Paragraph>
      <Modal
        open={shown !== null}
        title={shown === null ? '' : shown.email.subject}
        footer={null}
        onCancel={() => setShown(null)}
        width={760}
        destroyOnHidden
      >
        {shown !== null && (
          <HtmlPreview
            html={shown.email.html}
            title={shown.email.subject}
            testId="cms-template-preview"
          />
        )}
      </Modal>
    </Form>
  );
}
