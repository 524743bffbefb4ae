import { DisconnectOutlined, EditOutlined, LinkOutlined, SyncOutlined } from '@ant-design/icons';
import type {
  Channel,
  ChannelConnection,
  ChannelProperty,
  SyncRunResult,
} from '@nuzul/shared/channels';
import { intlLocale } from '@nuzul/shared/dates';
import { Button, Flex, Popconfirm, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { useDeleteConnection, useSyncRun, useUpdateConnection } from '../api';
import { ExportUrlField } from './export-url-field';
import { HoldAlert } from './hold-alert';
import { ImportUrlModal } from './import-url-modal';
import { LastSync, useFailureText } from './last-sync';
import { LtrText } from './ltr-text';

interface ConnectionRowProps {
  channel: Channel;
  property: ChannelProperty;
  /** The unit of a multi-unit property; null for a one-unit property. */
  unitNo: number | null;
  connection: ChannelConnection | undefined;
}

/** The property's (and unit's) name as the channels page and its dialogs show it. */
export function usePlaceName(): (property: ChannelProperty, unitNo: number | null) => string {
  const { t } = useTranslation('channels');
  return (property, unitNo) => {
    const name = property.name ?? property.internalName ?? t('unnamedProperty');
    return unitNo === null ? name : `${name} · ${t('unit', { unit: unitNo })}`;
  };
}

/** One property (or unit) under a channel: connected or not, and everything about its sync. */
export function ConnectionRow({ channel, property, unitNo, connection }: ConnectionRowProps) {
  const { t } = useTranslation('channels');
  const placeName = usePlaceName();
  const name = placeName(property, unitNo);
  const [editing, setEditing] = useState(false);
  const testId = `channel-row-${channel}-${property.id}${unitNo === null ? '' : `-${unitNo}`}`;
  return (
    <Flex vertical gap={12} data-testid={testId} data-connected={connection !== undefined}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
          <Link to={`/properties/${property.id}`} data-testid="channel-row-name">
            {name}
          </Link>
          <Tag
            color={connection === undefined ? 'default' : connection.enabled ? 'blue' : 'orange'}
            data-testid="channel-row-state"
          >
            {connection === undefined
              ? t('state.notConnected')
              : connection.enabled
                ? t('state.connected')
                : t('state.paused')}
          </Tag>
        </Flex>
        {connection === undefined && (
          <Button
            icon={<LinkOutlined />}
            onClick={() => setEditing(true)}
            data-testid="channel-connect"
          >
            {t('connect')}
          </Button>
        )}
      </Flex>
      {connection !== undefined && (
        <Connected connection={connection} name={name} onEdit={() => setEditing(true)} />
      )}
      {editing && (
        <ImportUrlModal
          open
          onClose={() => setEditing(false)}
          title={name}
          channel={channel}
          propertyId={property.id}
          unitNo={unitNo}
          connection={connection}
        />
      )}
    </Flex>
  );
}

function Connected({
  connection,
  name,
  onEdit,
}: {
  connection: ChannelConnection;
  name: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('channels');
  const sync = useSyncRun(connection.id, 'sync');
  const disconnect = useDeleteConnection(connection.id);
  const update = useUpdateConnection(connection.id);
  const [run, setRun] = useState<SyncRunResult | null>(null);
  const held = connection.pendingConfirmation;
  const importUrlId = `channel-import-${connection.id}`;
  return (
    <Flex vertical gap={12}>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" id={importUrlId}>
          {t('fields.importUrl')}
        </Typography.Text>
        <Flex gap={8} align="center">
          {connection.importUrl === null ? (
            <Typography.Text style={{ flex: 1 }}>{t('exportOnly')}</Typography.Text>
          ) : (
            <span style={{ flex: 1, minWidth: 0 }} aria-labelledby={importUrlId}>
              <LtrText
                text={connection.importUrl}
                maxWidth="100%"
                tooltip
                testId="channel-import-url-text"
              />
            </span>
          )}
          <Button icon={<EditOutlined />} onClick={onEdit} data-testid="channel-edit-url">
            {t('editLink')}
          </Button>
        </Flex>
      </Flex>
      <ExportUrlField connection={connection} />
      <LastSync connection={connection} />
      {held !== null && <HoldAlert connection={connection} held={held} />}
      <Flex align="center" gap={8} wrap>
        <Switch
          checked={connection.enabled}
          loading={update.isPending}
          onChange={(enabled) =>
            update.mutate(
              { enabled },
              { onSuccess: () => toast.success(enabled ? t('autoSyncOn') : t('autoSyncOff')) },
            )
          }
          aria-label={t('fields.autoSync')}
          data-testid="channel-auto-sync"
        />
        <Typography.Text>{t('fields.autoSync')}</Typography.Text>
      </Flex>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          icon={<SyncOutlined />}
          loading={sync.isPending}
          disabled={connection.importUrl === null}
          onClick={() => sync.mutate(undefined, { onSuccess: setRun })}
          data-testid="channel-sync-now"
        >
          {t('syncNow')}
        </Button>
        <Popconfirm
          title={t('disconnectConfirm', {
            property: name,
            channel: t(`names.${connection.channel}`),
          })}
          okText={t('yes')}
          cancelText={t('no')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            disconnect.mutateAsync().then(
              () => toast.success(t('disconnected')),
              () => undefined,
            )
          }
        >
          <Button
            danger
            icon={<DisconnectOutlined />}
            loading={disconnect.isPending}
            data-testid="channel-disconnect"
          >
            {t('disconnect')}
          </Button>
        </Popconfirm>
      </Flex>
      <div aria-live="polite">{run !== null && <RunResult run={run} />}</div>
    </Flex>
  );
}

/** What the owner's Sync now did, and the way to its rows in the sync logs. */
function RunResult({ run }: { run: SyncRunResult }) {
  const { t } = useTranslation('channels');
  const { language } = useLanguage();
  const failureText = useFailureText();
  const count = (value: number) => value.toLocaleString(intlLocale(language));
  const text =
    run.status === 'success'
      ? t('syncDone', {
          events: count(run.events),
          created: count(run.created),
          moved: count(run.moved),
          cancelled: count(run.cancelled),
          conflicts: count(run.conflicts),
        })
      : t('syncFailed', { reason: run.failure === null ? '' : failureText(run.failure) });
  return (
    <Flex vertical gap={4} data-testid="channel-sync-result" data-status={run.status}>
      <Typography.Text type={run.status === 'success' ? 'success' : 'danger'}>
        {text}
      </Typography.Text>
      <Link to={`/sync-logs?search=${run.searchId}`} data-testid="channel-sync-run-link">
        {t('viewRun')}
      </Link>
    </Flex>
  );
}
