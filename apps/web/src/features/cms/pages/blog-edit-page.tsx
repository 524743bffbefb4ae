import { DeleteOutlined } from '@ant-design/icons';
import type { BlogPost, BlogPostInput } from '@nuzul/shared/cms';
import { Button, DatePicker, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { NotFoundResult } from '../../../components/not-found-result';
import { Panel } from '../../../components/panel';
import { useCategories, usePost, usePostWrites } from '../api';
import { directionOf } from '../components/bilingual-tabs';
import { ImageUploadButton } from '../components/image-upload-button';
import { EditorBar, ItemFields, useItemId } from '../components/item-form';
import { titleIn } from '../components/items-table';
import { useCmsSave } from '../components/use-cms-save';

type PostValues = Required<BlogPostInput>;

const toInput = (values: PostValues): PostValues => ({
  slug: values.slug.trim(),
  title: { ar: values.title.ar, en: values.title.en },
  excerpt: { ar: values.excerpt.ar, en: values.excerpt.en },
  body: { ar: values.body.ar, en: values.body.en },
  categoryId: values.categoryId ?? null,
  status: values.status,
  publishDate: values.publishDate ?? null,
});

const empty: PostValues = {
  slug: '',
  title: { ar: '', en: '' },
  excerpt: { ar: '', en: '' },
  body: { ar: '', en: '' },
  categoryId: null,
  status: 'draft',
  publishDate: null,
};

/** A blog post's editor (`/cms/blog/new`, `/cms/blog/:id`). */
export function BlogEditPage() {
  const id = useItemId();
  const post = usePost(id ?? null);
  if (id === undefined) return <NotFoundResult />;
  if (id !== null && post.error !== null) {
    return (
      <LoadFailure
        error={post.error}
        message="fetchData"
        onRetry={() => void post.refetch()}
        testId="cms-post-error"
      />
    );
  }
  if (id !== null && post.data === undefined) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <PostForm key={post.data?.id ?? 'new'} post={post.data ?? null} />;
}

/** The cover, through the photo pipeline, once the post is saved. */
function CoverField({ post }: { post: BlogPost | null }) {
  const { t } = useTranslation('cms');
  const { cover } = usePostWrites();
  if (post === null)
    return <Typography.Text type="secondary">{t('blog.coverAfterSave')}</Typography.Text>;
  const done = { onError: (error: unknown) => toast.error(describeFailure(error)) };
  return (
    <Flex gap="middle" align="center" wrap>
      {post.cover !== null && (
        <img src={post.cover.thumb} alt={t('blog.cover')} style={{ width: 160, borderRadius: 8 }} />
      )}
      <ImageUploadButton
        label={post.cover === null ? t('blog.coverUpload') : t('blog.coverReplace')}
        loading={cover.isPending}
        onFile={(file) => cover.mutate({ id: post.id, file }, done)}
        testId="cms-cover-upload"
      />
      {post.cover !== null && (
        <Button
          icon={<DeleteOutlined />}
          danger
          onClick={() => cover.mutate({ id: post.id, file: null }, done)}
        >
          {t('blog.coverRemove')}
        </Button>
      )}
    </Flex>
  );
}

function PostForm({ post }: { post: BlogPost | null }) {
  const { t } = useTranslation('cms');
  const { language } = useLanguage();
  const title = post === null ? t('blog.new') : titleIn(post.title, language);
  usePageTitle(title);
  const navigate = useNavigate();
  const [form] = Form.useForm<PostValues>();
  const categories = useCategories();
  const { save, remove } = usePostWrites();
  const initial = post === null ? null : toInput(post);
  const { submit, saving, refreshErrors } = useCmsSave(form, initial, async (body) => {
    const saved = await save.mutateAsync({ id: post?.id ?? null, body });
    if (post === null) void navigate(`/cms/blog/${saved.id}`, { replace: true });
  });

  return (
    <Flex vertical gap="middle">
      <EditorBar
        list={{ to: '/cms/blog', label: t('blog.back') }}
        body={post?.body ?? null}
        title={title}
        remove={post === null ? undefined : () => remove.mutateAsync(post.id)}
      />
      <Panel>
        <Form<PostValues>
          form={form}
          layout="vertical"
          initialValues={initial ?? empty}
          onValuesChange={refreshErrors}
          onFinish={() => void submit(toInput(form.getFieldsValue(true)))}
          data-testid="cms-post-form"
        >
          <Form.Item label={t('blog.cover')}>
            <CoverField post={post} />
          </Form.Item>
          <Flex gap="middle" wrap>
            <Form.Item name="categoryId" label={t('blog.category')} style={{ minWidth: 220 }}>
              <Select
                allowClear
                placeholder={t('blog.noCategory')}
                loading={categories.isPending}
                options={(categories.data ?? []).map((category) => ({
                  value: category.id,
                  label: titleIn(category.name, language),
                }))}
                onClear={() => form.setFieldValue('categoryId', null)}
                data-testid="cms-post-category"
              />
            </Form.Item>
            <Form.Item
              name="publishDate"
              label={t('blog.publishDate')}
              extra={t('blog.publishDateHint')}
              getValueProps={(value: string | null) => ({
                value: value === null ? null : dayjs(value),
              })}
              getValueFromEvent={(day: Dayjs | null) =>
                day === null ? null : day.format('YYYY-MM-DD')
              }
            >
              <DatePicker data-testid="cms-post-date" />
            </Form.Item>
          </Flex>
          <ItemFields
            kind="post"
            perLanguage={(lang) => (
              <Form.Item name={['excerpt', lang]} label={t('blog.excerpt')}>
                <Input.TextArea dir={directionOf(lang)} autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            )}
          />
          <Button type="primary" htmlType="submit" loading={saving} data-testid="cms-item-save">
            {t('save')}
          </Button>
        </Form>
      </Panel>
    </Flex>
  );
}
