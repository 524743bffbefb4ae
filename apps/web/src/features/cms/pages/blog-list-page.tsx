import { contentStatuses, type ContentStatus } from '@nuzul/shared/cms';
import { Segmented, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { useFormatDate } from '../../../components/format-date';
import { LoadFailure } from '../../../components/load-failure';
import { useCategories, usePosts, usePostWrites } from '../api';
import { ItemsTable, titleIn } from '../components/items-table';

/** The blog's posts, newest first, 20 a page, by status and category (all in the URL). */
export function BlogListPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('sections.blog'));
  const { language } = useLanguage();
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = contentStatuses.find((value) => value === params.get('status'));
  const categoryId = Number(params.get('category')) || undefined;
  const posts = usePosts({ page, status, categoryId });
  /** A filter changed: back to the first page. */
  const filter = (key: 'status' | 'category', value: string | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const categories = useCategories();
  const { remove } = usePostWrites();
  if (posts.error !== null && posts.data === undefined) {
    return (
      <LoadFailure
        error={posts.error}
        message="fetchData"
        onRetry={() => void posts.refetch()}
        testId="cms-posts-error"
      />
    );
  }
  if (posts.data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  const categoryName = (id: number | null) => {
    const category = categories.data?.find((entry) => entry.id === id);
    return category === undefined ? '' : titleIn(category.name, language);
  };
  const { meta } = posts.data;
  return (
    <ItemsTable
      items={posts.data.data}
      base="/cms/blog"
      addLabel={t('blog.add')}
      emptyText={t('blog.empty')}
      loading={posts.isFetching}
      extraColumns={[
        {
          key: 'category',
          title: t('blog.category'),
          render: (_, post) => categoryName(post.categoryId),
        },
        {
          key: 'date',
          title: t('blog.publishDate'),
          render: (_, post) => (post.publishDate === null ? '' : formatDate(post.publishDate)),
        },
      ]}
      filters={
        <>
          <Segmented<ContentStatus | 'all'>
            value={status ?? 'all'}
            onChange={(value) => filter('status', value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('blog.allStatuses') },
              ...contentStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
            data-testid="cms-posts-status"
          />
          <Select<number>
            allowClear
            placeholder={t('blog.allCategories')}
            aria-label={t('blog.category')}
            value={categoryId}
            onChange={(value) =>
              filter('category', value === undefined ? undefined : String(value))
            }
            options={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: titleIn(category.name, language),
            }))}
            style={{ minWidth: 180 }}
          />
        </>
      }
      onDelete={(id) => remove.mutateAsync(id)}
      pagination={{
        current: meta.page,
        pageSize: meta.pageSize,
        total: meta.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: (next) => {
          const query = new URLSearchParams(params);
          query.set('page', String(next));
          setParams(query);
        },
      }}
      testId="cms-posts-table"
    />
  );
}
