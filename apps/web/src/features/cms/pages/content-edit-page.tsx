import type { Page, PageInput } from '@nuzul/shared/cms';
import { Button, Flex, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { NotFoundResult } from '../../../components/not-found-result';
import { Panel } from '../../../components/panel';
import { useDeletePage, usePage, useSavePage } from '../api';
import { EditorBar, ItemFields, useItemId } from '../components/item-form';
import { titleIn } from '../components/items-table';
import { useCmsSave } from '../components/use-cms-save';

const toInput = (values: PageInput): PageInput => ({
  slug: values.slug.trim(),
  title: { ar: values.title.ar, en: values.title.en },
  body: { ar: values.body.ar, en: values.body.en },
  status: values.status,
});

const empty: PageInput = {
  slug: '',
  title: { ar: '', en: '' },
  body: { ar: '', en: '' },
  status: 'draft',
};

/** A content page's editor (`/cms/content/new`, `/cms/content/:id`). */
export function ContentEditPage() {
  const id = useItemId();
  const page = usePage(id ?? null);
  if (id === undefined) return <NotFoundResult />;
  if (id !== null && page.error !== null) {
    return (
      <LoadFailure
        error={page.error}
        message="fetchData"
        onRetry={() => void page.refetch()}
        testId="cms-page-error"
      />
    );
  }
  if (id !== null && page.data === undefined) return <Skeleton active paragraph={{ rows: 10 }} />;
  // A new page's form is replaced by the saved page's (its own key) once it has an id.
  return <ContentForm key={page.data?.id ?? 'new'} page={page.data ?? null} />;
}

function ContentForm({ page }: { page: Page | null }) {
  const { t } = useTranslation('cms');
  const { language } = useLanguage();
  const title = page === null ? t('content.new') : titleIn(page.title, language);
  usePageTitle(title);
  const navigate = useNavigate();
  const [form] = Form.useForm<PageInput>();
  const save = useSavePage();
  const remove = useDeletePage();
  const initial = page === null ? null : toInput(page);
  const { submit, saving, refreshErrors } = useCmsSave(form, initial, async (body) => {
    const saved = await save.mutateAsync({ id: page?.id ?? null, body });
    if (page === null) void navigate(`/cms/content/${saved.id}`, { replace: true });
  });

  return (
    <Flex vertical gap="middle">
      <EditorBar
        list={{ to: '/cms/content', label: t('content.back') }}
        body={page?.body ?? null}
        title={title}
        remove={page === null ? undefined : () => remove.mutateAsync(page.id)}
      />
      <Panel>
        <Form<PageInput>
          form={form}
          layout="vertical"
          initialValues={initial ?? empty}
          onValuesChange={refreshErrors}
          onFinish={() => void submit(toInput(form.getFieldsValue(true)))}
          data-testid="cms-page-form"
        >
          <ItemFields kind="page" />
          <Button type="primary" htmlType="submit" loading={saving} data-testid="cms-item-save">
            {t('save')}
          </Button>
        </Form>
      </Panel>
    </Flex>
  );
}
