import { ReloadOutlined } from '@ant-design/icons';
import type { ChannelConnection } from '@nuzul/shared/channels';
import { Button, Flex, Input, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { useRegenerateExportToken } from '../api';
import { CopyButton } from './copy-button';

/**
 * Our calendar for the channel to import (`/ical/<token>.ics`): read-only, copied with a
 * button; a new link after a confirmation, since the old one stops working.
 */
export function ExportUrlField({ connection }: { connection: ChannelConnection }) {
  const { t } = useTranslation('channels');
  const regenerate = useRegenerateExportToken(connection.id);
  const id = `channel-export-${connection.id}`;
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{t('fields.exportUrl')}</label>
      <Flex gap={8} wrap>
        <Input
          id={id}
          readOnly
          dir="ltr"
          // antd's right-to-left class would otherwise show the token's end first.
          style={{ direction: 'ltr', flex: '1 1 240px' }}
          value={connection.exportUrl}
          onFocus={(event) => event.target.select()}
          data-testid="channel-export-url"
        />
        <CopyButton
          text={connection.exportUrl}
          label={t('copyExport')}
          testId="channel-export-copy"
        />
        <Popconfirm
          title={t('regenerateConfirm')}
          okText={t('yes')}
          cancelText={t('no')}
          onConfirm={() =>
            regenerate.mutateAsync().then(
              () => toast.success(t('regenerated')),
              () => undefined,
            )
          }
        >
          <Button
            icon={<ReloadOutlined />}
            loading={regenerate.isPending}
            data-testid="channel-export-regenerate"
          >
            {t('regenerate')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
