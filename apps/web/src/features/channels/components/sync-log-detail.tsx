import type { SyncLogRow } from '@nuzul/shared/channels';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';

const preStyle: React.CSSProperties = {
  margin: 0,
  padding: 12,
  maxHeight: 320,
  overflow: 'auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: 'rgba(0, 0, 0, 0.04)',
  borderRadius: 8,
};

function Block({
  title,
  text,
  copyLabel,
  testId,
}: {
  title: string;
  text: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{title}</Typography.Text>
        <CopyButton text={text} label={copyLabel} testId={`${testId}-copy`} />
      </Flex>
      {/* Requests and answers are HTTP and iCal text: left to right in Arabic too. */}
      <pre dir="ltr" style={preStyle} data-testid={testId}>
        {text}
      </pre>
    </Flex>
  );
}

/** A row's full request and response (tokens and secrets redacted by the API, ≤ 64 KB). */
export function SyncLogDetail({ row }: { row: SyncLogRow }) {
  const { t } = useTranslation('channels');
  return (
    <Flex gap={16} wrap data-testid="sync-log-detail">
      <Block
        title={t('logs.columns.request')}
        text={row.request}
        copyLabel={t('logs.copyRequest')}
        testId="sync-log-request"
      />
      <Block
        title={t('logs.columns.response')}
        text={row.response}
        copyLabel={t('logs.copyResponse')}
        testId="sync-log-response"
      />
    </Flex>
  );
}
