import { ArrowLeftOutlined, ArrowRightOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { NotFoundResult } from '../../../components/not-found-result';
import { useInvoice } from '../api';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceStatusTag } from '../components/status-tags';

/** An invoice id is a positive whole number; anything else names no invoice. */
const invoiceIdPattern = /^[1-9]\d{0,9}$/;

/** `/subscriptions/invoices/:id`: the printable invoice, with its print action. */
export function InvoicePage() {
  const { id } = useParams();
  const valid = id !== undefined && invoiceIdPattern.test(id);
  return valid ? <Invoice id={id} /> : <NotFoundResult />;
}

function Invoice({ id }: { id: string }) {
  const { t } = useTranslation('billing');
  const { direction } = useLanguage();
  const invoice = useInvoice(id);
  usePageTitle(
    invoice.data === undefined
      ? t('pageTitles.invoices')
      : t('pageTitles.invoice', { number: invoice.data.number }),
  );

  if (invoice.error !== null && invoice.data === undefined) {
    return (
      <LoadFailure
        error={invoice.error}
        message="fetchData"
        onRetry={() => void invoice.refetch()}
        testId="invoice-error"
      />
    );
  }
  if (invoice.data === undefined) {
    return (
      <Card data-testid="invoice-loading" aria-busy style={{ maxWidth: 840, marginInline: 'auto' }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const BackIcon = direction === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <Flex vertical gap={16} data-testid="invoice-page">
      <Flex
        className="nuzul-no-print"
        justify="space-between"
        align="center"
        gap={12}
        wrap
        style={{ maxWidth: '210mm', width: '100%', marginInline: 'auto' }}
      >
        <Flex align="center" gap={12} wrap>
          <Link to="/subscriptions/invoices" data-testid="invoice-back">
            <BackIcon /> {t('invoice.allInvoices')}
          </Link>
          <InvoiceStatusTag status={invoice.data.status} />
        </Flex>
        <Button
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="invoice-print"
        >
          {t('invoice.print')}
        </Button>
      </Flex>
      <InvoiceDocument invoice={invoice.data} />
    </Flex>
  );
}
