import { LoadingOutlined } from '@ant-design/icons';
import { PAYMENT_POLL_INTERVAL_MS, type InvoicePayment } from '@nuzul/shared/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiGet } from '../../../app/api-client';
import type { ApiError } from '../../../app/api-error';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { NotFoundResult } from '../../../components/not-found-result';
import { usePayInvoice } from '../api';

const paymentKey = (invoiceId: number) => ['billing', 'invoices', 'payment', invoiceId] as const;

/**
 * The invoice's payment as the API knows it, asked again every 2 s while it is pending: the
 * provider's confirmation reaches the API, never this page's address.
 */
function useInvoicePayment(invoiceId: number) {
  return useQuery<InvoicePayment, ApiError>({
    queryKey: paymentKey(invoiceId),
    queryFn: ({ signal }) =>
      apiGet<InvoicePayment>(`/invoices/${invoiceId}/payment`, { silent: true, signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PAYMENT_POLL_INTERVAL_MS : false,
  });
}

function invoiceIdOf(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

function PaymentResult({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const payment = useInvoicePayment(invoiceId);
  const pay = usePayInvoice(invoiceId);
  const status = payment.data?.status;

  // A paid invoice changes the current plan, the lists and the invoice itself.
  useEffect(() => {
    if (status === 'paid') void client.invalidateQueries({ queryKey: ['billing'] });
  }, [status, client]);

  if (payment.error !== null && payment.data === undefined) {
    return (
      <LoadFailure
        error={payment.error}
        message="fetchData"
        onRetry={() => void payment.refetch()}
        testId="payment-result-error"
      />
    );
  }
  if (status === undefined) return <Skeleton active data-testid="payment-result-loading" />;

  const invoiceLink = (
    <Link to={`/subscriptions/invoices/${invoiceId}`} key="invoice">
      <Button data-testid="payment-result-invoice">{t('payment.viewInvoice')}</Button>
    </Link>
  );
  const payButton = (label: string) => (
    <Button
      type="primary"
      key="pay"
      loading={pay.isPending}
      onClick={() => pay.mutate()}
      data-testid="payment-result-retry"
    >
      {label}
    </Button>
  );

  switch (status) {
    case 'paid':
      return (
        <Result
          status="success"
          title={t('payment.paid.title')}
          subTitle={t('payment.paid.subtitle')}
          data-testid="payment-result-paid"
          extra={[
            <Link to="/subscriptions" key="subscriptions">
              <Button type="primary">{t('payment.toSubscriptions')}</Button>
            </Link>,
            invoiceLink,
          ]}
        />
      );
    case 'failed':
      return (
        <Result
          status="error"
          title={t('payment.failed.title')}
          subTitle={t('payment.failed.subtitle')}
          data-testid="payment-result-failed"
          extra={[payButton(t('payment.retry')), invoiceLink]}
        />
      );
    case 'pending':
      return (
        <Result
          icon={<LoadingOutlined />}
          title={t('payment.pending.title')}
          subTitle={t('payment.pending.subtitle')}
          data-testid="payment-result-pending"
          extra={[invoiceLink]}
        />
      );
    case 'none':
      return (
        <Result
          status="info"
          title={t('payment.none.title')}
          data-testid="payment-result-none"
          extra={[payButton(t('payment.pay')), invoiceLink]}
        />
      );
    default: {
      const unhandled: never = status;
      return unhandled;
    }
  }
}

/**
 * Where a checkout returns the browser (`/subscriptions/payment-result?invoice=:id`): success,
 * failed (pay again) or pending until the bank confirms, updating itself as the outcome arrives.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('payment.title'));
  const [params] = useSearchParams();
  const invoiceId = invoiceIdOf(params.get('invoice'));
  return invoiceId === undefined ? <NotFoundResult /> : <PaymentResult invoiceId={invoiceId} />;
}
