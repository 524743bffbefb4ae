import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { useFormatDate } from '../../../components/format-date';
import { LoadFailure } from '../../../components/load-failure';
import { useCategories, usePosts, usePostWrites } from '../api';
import { ItemsTable, titleIn } from '../components/items-table';

/** The blog's posts, newest first, 20 a page (the page in the URL). */
export function BlogListPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('sections.blog'));
  const { language } = useLanguage();
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const posts = usePosts(page);
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
      onDelete={(id) => remove.mutateAsync(id)}
      pagination={{
        current: meta.page,
        pageSize: meta.pageSize,
        total: meta.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: (next) => setParams({ page: String(next) }),
      }}
      testId="cms-posts-table"
    />
  );
}
