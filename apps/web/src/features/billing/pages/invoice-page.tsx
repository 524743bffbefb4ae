import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CreditCardOutlined,
  FilePdfOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import type { InvoiceStatus } from '@nuzul/shared/billing';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { NotFoundResult } from '../../../components/not-found-result';
import { useDownloadInvoicePdf, useInvoice, usePayInvoice } from '../api';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceStatusTag } from '../components/status-tags';

/** An unpaid invoice, or one whose payment failed, can be paid; a paid or void one cannot. */
const payable: Record<InvoiceStatus, boolean> = {
  pending: true,
  failed: true,
  paid: false,
  void: false,
};

/** An invoice id is a positive whole number; anything else names no invoice. */
const invoiceIdPattern = /^[1-9]\d{0,9}$/;

/** `/subscriptions/invoices/:id`: the printable invoice, to print and, while unpaid, to pay. */
export function InvoicePage() {
  const { id } = useParams();
  const valid = id !== undefined && invoiceIdPattern.test(id);
  return valid ? <Invoice id={id} /> : <NotFoundResult />;
}

function Invoice({ id }: { id: string }) {
  const { t } = useTranslation('billing');
  const { direction, language } = useLanguage();
  const invoice = useInvoice(id);
  const pay = usePayInvoice(Number(id));
  const pdf = useDownloadInvoicePdf({
    id: Number(id),
    number: invoice.data?.number ?? `invoice-${id}`,
  });
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
        <Flex gap={8} wrap>
          {payable[invoice.data.status] && (
            <Button
              type="primary"
              icon={<CreditCardOutlined />}
              loading={pay.isPending || pay.isSuccess}
              onClick={() => pay.mutate()}
              data-testid="invoice-pay"
            >
              {t('payment.pay')}
            </Button>
          )}
          <Button
            icon={<PrinterOutlined />}
            onClick={() => window.print()}
            data-testid="invoice-print"
          >
            {t('invoice.print')}
          </Button>
          {/* The same invoice as a PDF file, in the interface language. */}
          <Button
            icon={<FilePdfOutlined />}
            loading={pdf.isPending}
            onClick={() => pdf.mutate(language)}
            data-testid="invoice-download-pdf"
          >
            {t('invoice.downloadPdf')}
          </Button>
        </Flex>
      </Flex>
      <InvoiceDocument invoice={invoice.data} />
    </Flex>
  );
}
