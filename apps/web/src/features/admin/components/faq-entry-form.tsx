import {
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  faqCategories,
  type FaqEntry,
  type FaqEntryInput,
} from '@nuzul/shared/faq';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface FaqEntryFormProps {
  /** The entry edited, or null for a new one. */
  entry: FaqEntry | null;
  saving: boolean;
  onSave: (values: FaqEntryInput) => void;
  onCancel: () => void;
}

/** An FAQ entry's category, order, and question and answer in both languages. */
export function FaqEntryForm({ entry, saving, onSave, onCancel }: FaqEntryFormProps) {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('faq');
  const [form] = Form.useForm<FaqEntryInput>();
  const required = { required: true, whitespace: true, message: t('faq.required') };

  return (
    <Modal
      open
      title={entry ? t('faq.edit') : t('faq.add')}
      okText={t('faq.save')}
      cancelText={t('faq.cancel')}
      confirmLoading={saving}
      onOk={() => void form.validateFields().then(onSave)}
      onCancel={onCancel}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'faq-entry-save' } as Record<`data-${string}`, string>}
      width={720}
    >
      <Form<FaqEntryInput>
        form={form}
        layout="vertical"
        initialValues={
          entry ?? {
            category: faqCategories[0],
            sortOrder: 0,
            question: { ar: '', en: '' },
            answer: { ar: '', en: '' },
          }
        }
      >
        <Form.Item name="category" label={t('faq.category')} rules={[required]}>
          <Select
            options={faqCategories.map((category) => ({
              value: category,
              label: tf(`categories.${category}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label={t('faq.order')}
          rules={[{ required: true, message: t('faq.required') }]}
        >
          <InputNumber min={0} max={100_000} precision={0} />
        </Form.Item>
        <Form.Item name={['question', 'ar']} label={t('faq.questionAr')} rules={[required]}>
          <Input
            dir="rtl"
            maxLength={FAQ_QUESTION_MAX_LENGTH}
            data-testid="faq-entry-question-ar"
          />
        </Form.Item>
        <Form.Item name={['answer', 'ar']} label={t('faq.answerAr')} rules={[required]}>
          <Input.TextArea
            dir="rtl"
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={FAQ_ANSWER_MAX_LENGTH}
            data-testid="faq-entry-answer-ar"
          />
        </Form.Item>
        <Form.Item name={['question', 'en']} label={t('faq.questionEn')} rules={[required]}>
          <Input
            dir="ltr"
            maxLength={FAQ_QUESTION_MAX_LENGTH}
            data-testid="faq-entry-question-en"
          />
        </Form.Item>
        <Form.Item name={['answer', 'en']} label={t('faq.answerEn')} rules={[required]}>
          <Input.TextArea
            dir="ltr"
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={FAQ_ANSWER_MAX_LENGTH}
            data-testid="faq-entry-answer-en"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
