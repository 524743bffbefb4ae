import { faqCategories, type FaqEntry, type FaqEntryInput } from '@nuzul/shared/faq';
import { Button, Flex, Popconfirm, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { LoadFailure } from '../../../components/load-failure';
import { useFaqAdmin, useFaqEntries } from '../api';
import { FaqEntryForm } from './faq-entry-form';

const inputOf = (entry: FaqEntry): FaqEntryInput => ({
  category: entry.category,
  question: entry.question,
  answer: entry.answer,
  sortOrder: entry.sortOrder,
});

/** The FAQ's entries as the admin keeps them: add, edit, move up or down, delete. */
export function FaqAdmin() {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('faq');
  const { language } = useLanguage();
  const faq = useFaqEntries(language);
  const { create, update, remove } = useFaqAdmin();
  const [editing, setEditing] = useState<FaqEntry | 'new' | null>(null);

  if (faq.error !== null && faq.data === undefined) {
    return (
      <LoadFailure
        error={faq.error}
        message="fetchData"
        onRetry={() => void faq.refetch()}
        testId="admin-faq-error"
      />
    );
  }
  if (faq.data === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
  const entries = faq.data;

  const save = (values: FaqEntryInput) => {
    const done = {
      onSuccess: () => {
        toast.success(t('faq.saved'));
        setEditing(null);
      },
    };
    if (editing === 'new') create.mutate(values, done);
    else if (editing) update.mutate({ id: editing.id, body: values }, done);
  };

  /** Swaps the order with the neighbour in the same category (entries are in page order). */
  const move = (entry: FaqEntry, step: -1 | 1) => {
    const siblings = entries.filter((other) => other.category === entry.category);
    const neighbour = siblings[siblings.indexOf(entry) + step];
    if (!neighbour) return;
    // The orders are swapped; equal ones become distinct, in the order wanted.
    const [a, b] = [entry.sortOrder, neighbour.sortOrder];
    const [mine, theirs] = a !== b ? [b, a] : step === -1 ? [b, b + 1] : [b + 1, b];
    update.mutate({ id: entry.id, body: { ...inputOf(entry), sortOrder: mine } });
    update.mutate({ id: neighbour.id, body: { ...inputOf(neighbour), sortOrder: theirs } });
  };

  const columns: TableColumnsType<FaqEntry> = [
    {
      key: 'category',
      title: t('faq.category'),
      render: (_, entry) => tf(`categories.${entry.category}`),
      sorter: (a, b) => faqCategories.indexOf(a.category) - faqCategories.indexOf(b.category),
    },
    { key: 'order', title: t('faq.order'), dataIndex: 'sortOrder' },
    {
      key: 'question',
      title: t('faq.question'),
      render: (_, entry) => (
        <span data-testid="admin-faq-question">{entry.question[language]}</span>
      ),
    },
    {
      key: 'actions',
      title: t('faq.actions'),
      render: (_, entry) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => move(entry, -1)} aria-label={t('faq.moveUp')}>
            ↑
          </Button>
          <Button size="small" onClick={() => move(entry, 1)} aria-label={t('faq.moveDown')}>
            ↓
          </Button>
          <Button
            size="small"
            onClick={() => setEditing(entry)}
            data-testid={`admin-faq-edit-${entry.id}`}
          >
            {t('faq.editShort')}
          </Button>
          <Popconfirm
            title={t('faq.deleteConfirm')}
            okText={t('faq.delete')}
            cancelText={t('faq.cancel')}
            onConfirm={() =>
              remove.mutate(entry.id, { onSuccess: () => toast.success(t('faq.deleted')) })
            }
          >
            <Button size="small" danger>
              {t('faq.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <div>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="admin-faq-add">
          {t('faq.add')}
        </Button>
      </div>
      <Table<FaqEntry>
        data-testid="admin-faq-table"
        columns={columns}
        dataSource={entries}
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {editing !== null && (
        <FaqEntryForm
          entry={editing === 'new' ? null : editing}
          saving={create.isPending || update.isPending}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
