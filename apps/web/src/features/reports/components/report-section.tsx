import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatMoney, formatPercent } from '@nuzul/shared/money';
import { Alert, Button, Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../app/api-error';
import type { Language } from '../../../app/i18n';
import { useLanguage } from '../../../app/use-language';
import { bucketLabel, formatCount } from '../../../components/charts/bucket-label';
import { Panel } from '../../../components/panel';
import { downloadCsv } from '../download';
import type { CellKind, ReportColumn } from '../report-tables';

/** A cell as people read it in the language. */
export function cellText(kind: CellKind, value: string | number | null, language: Language) {
  if (value === null) return '';
  switch (kind) {
    case 'count':
      return formatCount(Number(value), language);
    case 'amount':
      return formatMoney(Number(value), language);
    case 'percent':
      return formatPercent(Math.round(Number(value) * 100), language);
    case 'bucket':
      return bucketLabel(String(value), 'month', language);
    case 'text':
      return String(value);
  }
}

interface ReportSectionProps<Row> {
  title: string;
  testId: string;
  columns: ReportColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The period's totals, a last row of the table. */
  totals?: Row;
  /** The chart beside the table (absent for a table alone). */
  chart?: ReactNode;
  /** The CSV's name, without ".csv". */
  fileName: string;
  error: ApiError | null;
  onRetry: () => void;
}

/** A report: its chart, its data table beside it, and the table's CSV export. */
export function ReportSection<Row>({
  title,
  testId,
  columns,
  rows,
  rowKey,
  totals,
  chart,
  fileName,
  error,
  onRetry,
}: ReportSectionProps<Row>) {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const tableColumns: ColumnsType<Row> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.kind === 'text' || column.kind === 'bucket' ? 'start' : 'end',
    render: (_, row) => (
      <bdi style={{ whiteSpace: 'nowrap' }}>
        {cellText(column.kind, column.value(row), language)}
      </bdi>
    ),
  }));
  let body: ReactNode;
  if (error !== null && rows === undefined) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
        data-testid={`${testId}-error`}
      />
    );
  } else if (rows === undefined) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (rows.length === 0) {
    body = (
      <Typography.Text type="secondary" data-testid={`${testId}-empty`}>
        {t('empty')}
      </Typography.Text>
    );
  } else {
    body = (
      <div
        style={{
          display: 'grid',
          // minmax(0, …): a wide table scrolls inside its column instead of widening the page.
          gridTemplateColumns: chart
            ? 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))'
            : 'minmax(0, 1fr)',
          gap: 16,
          alignItems: 'start',
        }}
      >
        {chart && <div style={{ minWidth: 0 }}>{chart}</div>}
        <div style={{ minWidth: 0 }}>
          <Table<Row>
            size="small"
            columns={tableColumns}
            dataSource={[...rows]}
            rowKey={rowKey}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid={`${testId}-table`}
            summary={
              totals === undefined
                ? undefined
                : () => (
                    <Table.Summary.Row>
                      {columns.map((column, index) => (
                        <Table.Summary.Cell
                          key={column.key}
                          index={index}
                          align={index === 0 ? 'start' : 'end'}
                        >
                          <Typography.Text strong>
                            {index === 0
                              ? t('total')
                              : cellText(column.kind, column.value(totals), language)}
                          </Typography.Text>
                        </Table.Summary.Cell>
                      ))}
                    </Table.Summary.Row>
                  )
            }
          />
        </div>
      </div>
    );
  }
  return (
    <Panel data-testid={testId} style={{ minWidth: 0 }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
          <Button
            icon={<DownloadOutlined />}
            disabled={rows === undefined || rows.length === 0}
            onClick={() => rows && downloadCsv(`${fileName}.csv`, columns, rows)}
            data-testid={`${testId}-csv`}
          >
            {t('exportCsv')}
          </Button>
        </Flex>
        {body}
      </Flex>
    </Panel>
  );
}
