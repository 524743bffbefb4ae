import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { BlogCategory, BlogCategoryInput } from '@nuzul/shared/cms';
import { Button, Flex, Form, Input, Modal, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '../components/delete-confirm';
import { supportedLanguages } from '../../../app/i18n';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { useCategories, useCategoryWrites } from '../api';
import { directionOf } from '../components/bilingual-tabs';
import { slugRule } from '../components/slug-rule';
import { useCmsSave } from '../components/use-cms-save';

const toInput = (values: BlogCategoryInput): BlogCategoryInput => ({
  slug: values.slug.trim(),
  name: { ar: values.name.ar, en: values.name.en },
});

/** A category's form in a dialog: names in both languages and its address. */
function CategoryForm(props: { category: BlogCategory | null; onClose: () => void }) {
  const { t } = useTranslation('cms');
  const [form] = Form.useForm<BlogCategoryInput>();
  const { save } = useCategoryWrites();
  const initial = props.category === null ? null : toInput(props.category);
  const { submit, saving, refreshErrors } = useCmsSave(form, initial, (body) =>
    save.mutateAsync({ id: props.category?.id ?? null, body }),
  );
  return (
    <Modal
      open
      title={props.category === null ? t('categories.add') : t('categories.edit')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
    >
      <Form<BlogCategoryInput>
        form={form}
        layout="vertical"
        initialValues={initial ?? { slug: '', name: { ar: '', en: '' } }}
        onValuesChange={refreshErrors}
        onFinish={() =>
          void submit(toInput(form.getFieldsValue(true))).then((saved) => saved && props.onClose())
        }
      >
        {supportedLanguages.map((language) => (
          <Form.Item
            key={language}
            name={['name', language]}
            label={t(`categories.name.${language}`)}
          >
            <Input dir={directionOf(language)} data-testid={`cms-category-name-${language}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="slug"
          label={t('item.slug')}
          rules={[slugRule('content')]}
          validateTrigger="onBlur"
        >
          <Input dir="ltr" autoComplete="off" data-testid="cms-category-slug" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The blog's categories; one that posts use cannot be deleted (the API says so). */
export function BlogCategoriesPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('sections.blog-categories'));
  const categories = useCategories();
  const { remove } = useCategoryWrites();
  const [editing, setEditing] = useState<BlogCategory | 'new' | null>(null);
  if (categories.error !== null) {
    return (
      <LoadFailure
        error={categories.error}
        message="fetchData"
        onRetry={() => void categories.refetch()}
        testId="cms-categories-error"
      />
    );
  }
  if (categories.data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;

  const columns: TableColumnsType<BlogCategory> = [
    ...supportedLanguages.map((language) => ({
      key: language,
      title: t(`categories.name.${language}`),
      render: (_: unknown, category: BlogCategory) => (
        <span dir={directionOf(language)}>{category.name[language]}</span>
      ),
    })),
    {
      key: 'slug',
      title: t('list.slug'),
      render: (_, category) => <bdi dir="ltr">{category.slug}</bdi>,
    },
    { key: 'posts', title: t('categories.posts'), dataIndex: 'postCount' },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_, category) => (
        <Flex gap={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(category)}>
            {t('edit')}
          </Button>
          <DeleteConfirm onDelete={() => remove.mutateAsync(category.id)}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid={`cms-delete-${category.id}`}
            >
              {t('delete')}
            </Button>
          </DeleteConfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="cms-category-add"
        >
          {t('categories.add')}
        </Button>
      </div>
      <Table<BlogCategory>
        data-testid="cms-categories-table"
        columns={columns}
        dataSource={categories.data}
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('categories.empty') }}
        pagination={false}
      />
      {editing !== null && (
        <CategoryForm
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
