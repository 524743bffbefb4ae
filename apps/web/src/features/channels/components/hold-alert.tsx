import type { ChannelConnection, PendingConfirmation } from '@nuzul/shared/channels';
import { intlLocale } from '@nuzul/shared/dates';
import { Alert, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { useSyncRun } from '../api';

interface HoldAlertProps {
  connection: ChannelConnection;
  held: PendingConfirmation;
}

/**
 * The emptied-feed guard held the channel's calendar (it lost all or most of its events):
 * nothing was applied; the owner confirms to apply it as it is now.
 */
export function HoldAlert({ connection, held }: HoldAlertProps) {
  const { t } = useTranslation('channels');
  const { language } = useLanguage();
  const confirm = useSyncRun(connection.id, 'confirm');
  const count = (value: number) => value.toLocaleString(intlLocale(language));
  return (
    <Alert
      type="warning"
      showIcon
      title={t('hold.title')}
      description={t('hold.text', {
        previous: count(held.previousEvents),
        events: count(held.events),
      })}
      data-testid="channel-hold"
      action={
        <Popconfirm
          title={t('hold.question')}
          okText={t('yes')}
          cancelText={t('no')}
          onConfirm={() =>
            confirm.mutateAsync().then(
              () => toast.success(t('hold.applied')),
              () => undefined,
            )
          }
        >
          <Button loading={confirm.isPending} data-testid="channel-hold-confirm">
            {t('hold.confirm')}
          </Button>
        </Popconfirm>
      }
    />
  );
}
