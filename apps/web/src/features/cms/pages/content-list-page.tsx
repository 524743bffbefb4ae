import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { useDeletePage, usePages } from '../api';
import { ItemsTable } from '../components/items-table';

/** The content pages: title, address, status and last change; add, edit, delete. */
export function ContentListPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('sections.content'));
  const pages = usePages();
  const remove = useDeletePage();
  if (pages.error !== null) {
    return (
      <LoadFailure
        error={pages.error}
        message="fetchData"
        onRetry={() => void pages.refetch()}
        testId="cms-pages-error"
      />
    );
  }
  if (pages.data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <ItemsTable
      items={pages.data}
      base="/cms/content"
      addLabel={t('content.add')}
      emptyText={t('content.empty')}
      onDelete={(id) => remove.mutateAsync(id)}
      testId="cms-pages-table"
    />
  );
}
