import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import type { ContentStatus } from '@nuzul/shared/cms';
import { Button, Flex, Form, Input, Modal, Segmented, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from './delete-confirm';
import { Link, useNavigate, useParams } from 'react-router';
import { supportedLanguages } from '../../../app/i18n';
import { BilingualTabs, directionOf } from './bilingual-tabs';
import { HtmlPreview } from './html-preview';
import { RichTextField } from './rich-text-field';
import { slugRule } from './slug-rule';

/** The item of `/cms/<section>/<id>`: null for `new`, undefined for anything that is no id. */
export function useItemId(): number | null | undefined {
  const id = (useParams()['*'] ?? '').split('/')[1];
  if (id === 'new') return null;
  return id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
}

const statuses: ContentStatus[] = ['draft', 'published'];

interface ItemFieldsProps {
  /** A page's address also refuses the words the site's own paths use. */
  kind: 'page' | 'post';
  /** Fields shown under each language's title (the post's excerpt). */
  perLanguage?: (language: 'ar' | 'en') => ReactNode;
}

/** Address, status, and in each language's tab the title and the rich-text body. */
export function ItemFields({ kind, perLanguage }: ItemFieldsProps) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Form.Item
        name="slug"
        label={t('item.slug')}
        extra={t('item.slugHint')}
        rules={[slugRule(kind === 'page' ? 'page' : 'content')]}
        validateTrigger="onBlur"
      >
        <Input dir="ltr" autoComplete="off" data-testid="cms-item-slug" />
      </Form.Item>
      <Form.Item name="status" label={t('list.status')}>
        <Segmented
          options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      <BilingualTabs>
        {(language) => (
          <>
            <Form.Item name={['title', language]} label={t('item.title')}>
              <Input dir={directionOf(language)} data-testid={`cms-item-title-${language}`} />
            </Form.Item>
            {perLanguage?.(language)}
            <Form.Item name={['body', language]} label={t('item.body')}>
              <RichTextField
                dir={directionOf(language)}
                label={`${t('item.body')} (${t(`languages.${language}`)})`}
                testId={`cms-item-body-${language}`}
              />
            </Form.Item>
          </>
        )}
      </BilingualTabs>
    </>
  );
}

/** The saved item as the server sanitised it, in each language; unsaved edits are not in it. */
export function PreviewButton({
  body,
  title,
}: {
  body: { ar: string; en: string } | null;
  title: string;
}) {
  const { t } = useTranslation('cms');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<EyeOutlined />}
        disabled={body === null}
        onClick={() => setOpen(true)}
        data-testid="cms-preview"
      >
        {t('preview.open')}
      </Button>
      {body !== null && (
        <Modal
          open={open}
          title={`${t('preview.title')}: ${title}`}
          footer={null}
          onCancel={() => setOpen(false)}
          width={900}
          destroyOnHidden
        >
          <Tabs
            items={supportedLanguages.map((language) => ({
              key: language,
              label: t(`languages.${language}`),
              children: (
                <HtmlPreview
                  html={body[language]}
                  language={language}
                  title={`${title} (${t(`languages.${language}`)})`}
                  testId={`cms-preview-${language}`}
                />
              ),
            }))}
          />
        </Modal>
      )}
    </>
  );
}

interface EditorBarProps {
  /** The list this item belongs to, and Back's text. */
  list: { to: string; label: string };
  /** The saved item's bodies for the preview (null before its first save), and its title. */
  body: { ar: string; en: string } | null;
  title: string;
  /** Deletes the saved item (absent before its first save); the list opens after it. */
  remove?: () => Promise<unknown>;
}

/** Above a page's or a post's form: Back to the list, Preview, and Delete (asked first). */
export function EditorBar({ list, body, title, remove }: EditorBarProps) {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  return (
    <Flex gap="small" wrap align="center" justify="space-between">
      <Link to={list.to}>
        <Button icon={<ArrowLeftOutlined />} type="text" tabIndex={-1}>
          {list.label}
        </Button>
      </Link>
      <Flex gap="small" wrap>
        <PreviewButton body={body} title={title} />
        {remove !== undefined && (
          <DeleteConfirm onDelete={remove} onDeleted={() => void navigate(list.to)}>
            <Button danger>{t('delete')}</Button>
          </DeleteConfirm>
        )}
      </Flex>
    </Flex>
  );
}
