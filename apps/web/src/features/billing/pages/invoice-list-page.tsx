import type { InvoiceSummary } from '@nuzul/shared/billing';
import { Descriptions, Flex, Skeleton, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { DayWithHijri } from '../../../components/day-with-hijri';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money/money';
import { useInvoices } from '../api';
import { PagedList } from '../components/paged-list';
import { InvoiceStatusTag } from '../components/status-tags';
import { usePageParam } from '../use-page-param';

function InvoiceLink({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Link to={`/subscriptions/invoices/${invoice.id}`} data-testid="invoice-link">
      <bdi>{invoice.number}</bdi>
    </Link>
  );
}

/** The account's invoices, newest first, each opening the printable invoice. */
export function InvoiceListPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('pageTitles.invoices'));
  const { language } = useLanguage();
  const wide = useMinWidth('sm');
  const [page, setPage] = usePageParam();
  const invoices = useInvoices(page);

  const columns: TableColumnsType<InvoiceSummary> = [
    {
      key: 'number',
      title: t('invoices.number'),
      render: (_, invoice) => <InvoiceLink invoice={invoice} />,
    },
    {
      key: 'plan',
      title: t('invoices.plan'),
      render: (_, invoice) => invoice.planName[language],
    },
    {
      key: 'issueDate',
      title: t('invoices.issueDate'),
      render: (_, invoice) => <DayWithHijri date={invoice.issueDate} />,
    },
    {
      key: 'total',
      title: t('invoices.total'),
      align: 'end',
      render: (_, invoice) => <Money value={invoice.total} />,
    },
    {
      key: 'status',
      title: t('invoices.status'),
      render: (_, invoice) => <InvoiceStatusTag status={invoice.status} />,
    },
  ];

  const content = () => {
    if (invoices.error !== null && invoices.data === undefined) {
      return (
        <LoadFailure
          error={invoices.error}
          message="fetchData"
          onRetry={() => void invoices.refetch()}
          testId="invoice-list-error"
        />
      );
    }
    if (invoices.data === undefined) {
      return <Skeleton active paragraph={{ rows: 6 }} data-testid="invoice-list-loading" />;
    }
    return (
      <PagedList<InvoiceSummary>
        items={invoices.data.data}
        meta={invoices.data.meta}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        onPage={setPage}
        loading={invoices.isPlaceholderData}
        empty={t('invoices.empty')}
        testId="invoice-list"
        renderCard={(invoice) => (
          <Flex vertical gap={8}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <InvoiceLink invoice={invoice} />
              <InvoiceStatusTag status={invoice.status} />
            </Flex>
            <Typography.Text>{invoice.planName[language]}</Typography.Text>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'issueDate',
                  label: t('invoices.issueDate'),
                  children: <DayWithHijri date={invoice.issueDate} />,
                },
                {
                  key: 'total',
                  label: t('invoices.total'),
                  children: <Money value={invoice.total} />,
                },
              ]}
            />
          </Flex>
        )}
      />
    );
  };

  return (
    <Flex vertical gap={20} data-testid="invoice-list-page">
      <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
        {t('invoices.title')}
      </Heading>
      {content()}
    </Flex>
  );
}
