import type { ChannelConnection, SyncFailure } from '@nuzul/shared/channels';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatInstant } from '../format-instant';
import { SyncStatusTag } from './sync-status-tag';

/** A failure's reason in the interface language, with the channel's detail ("HTTP 404"). */
export function useFailureText(): (failure: SyncFailure) => string {
  const { t } = useTranslation('channels');
  return (failure) => {
    const reason = t(`reasons.${failure.reason}`);
    return failure.detail === null ? reason : `${reason} (${failure.detail})`;
  };
}

/** When the connection last synced (the user's time zone, with seconds), how, and why not. */
export function LastSync({ connection }: { connection: ChannelConnection }) {
  const { t } = useTranslation('channels');
  const formatInstant = useFormatInstant();
  const failureText = useFailureText();
  return (
    <Flex vertical gap={4} data-testid="channel-last-sync">
      <Typography.Text type="secondary">{t('fields.lastSync')}</Typography.Text>
      {connection.lastSyncAt === null || connection.lastStatus === null ? (
        <Typography.Text>{t('neverSynced')}</Typography.Text>
      ) : (
        <Flex gap={8} align="center" wrap>
          <time dateTime={connection.lastSyncAt} data-testid="channel-last-sync-at">
            {formatInstant(connection.lastSyncAt)}
          </time>
          <SyncStatusTag status={connection.lastStatus} />
        </Flex>
      )}
      {connection.lastStatus === 'failed' && connection.lastError !== null && (
        <Typography.Text type="danger" data-testid="channel-last-error">
          {failureText(connection.lastError)}
        </Typography.Text>
      )}
    </Flex>
  );
}
