import { MailOutlined } from '@ant-design/icons';
import {
  isKindEnabled,
  keepsOneKindEnabled,
  notificationChannels,
  notificationKinds,
  TEST_MAIL_LIMIT,
  type KindPreferences,
  type NotificationChannel,
  type NotificationKind,
} from '@nuzul/shared/notifications';
import { Button, Flex, Skeleton, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeFailure, screenFailureText, validationText } from '../../../app/describe-failure';
import { borderColor } from '../../../app/theme';
import { toast } from '../../../app/toast';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { panelStyle } from './panel-style';
import { useNotificationPreferences, useSendTestMail, useUpdatePreferences } from '../api';

/** The kinds with one switch changed. */
function switched(
  kinds: KindPreferences,
  kind: NotificationKind,
  channel: NotificationChannel,
  on: boolean,
): KindPreferences {
  return { ...kinds, [kind]: { ...kinds[kind], [channel]: on } };
}

/**
 * Why a switch cannot be used, or null: SMS without a provider; turning off the last channel
 * of the last enabled kind (spec §5 "at least one type must stay enabled", A-24).
 */
function lockedBecause(
  kinds: KindPreferences,
  kind: NotificationKind,
  channel: NotificationChannel,
  smsAvailable: boolean,
): 'noSms' | 'lastKind' | null {
  if (channel === 'sms' && !smsAvailable) return 'noSms';
  const on = kinds[kind][channel];
  if (on && !keepsOneKindEnabled(switched(kinds, kind, channel, false), smsAvailable)) {
    return 'lastKind';
  }
  return null;
}

function SendTestMail() {
  const { t } = useTranslation('notifications');
  const send = useSendTestMail();
  return (
    <Button
      icon={<MailOutlined />}
      loading={send.isPending}
      data-testid="send-test-mail"
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: ({ email }) => toast.success(t('preferences.testMailSent', { email })),
          onError: (error) =>
            toast.error(
              error.code === 'RATE_LIMITED'
                ? t('preferences.testMailLimited', {
                    max: TEST_MAIL_LIMIT.max,
                    minutes: TEST_MAIL_LIMIT.windowMs / 60_000,
                  })
                : describeFailure(error),
            ),
        })
      }
    >
      {t('preferences.testMail')}
    </Button>
  );
}

const cell = { padding: '10px 8px', borderBottom: `1px solid ${borderColor}` } as const;

/**
 * The preferences tab: kinds × channels (e-mail, SMS, push), each switch saved as it is
 * changed; "Failed to update settings" when the server refuses, and the switches go back to
 * what it kept. Send test mail beside them.
 */
export function PreferencesPanel() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const update = useUpdatePreferences();

  if (preferences.error !== null && preferences.data === undefined) {
    return (
      <LoadFailure
        error={preferences.error}
        message="fetchData"
        onRetry={() => void preferences.refetch()}
        testId="preferences-error"
      />
    );
  }
  if (preferences.data === undefined) {
    return <Skeleton active paragraph={{ rows: 5 }} data-testid="preferences-loading" />;
  }
  const { smsAvailable } = preferences.data;
  // While a change is saved the switches show it; a refusal brings back the stored ones.
  const kinds = update.isPending ? update.variables.kinds : preferences.data.kinds;
  const enabledKinds = notificationKinds.filter((kind) => isKindEnabled(kinds[kind], smsAvailable));

  const change = (kind: NotificationKind, channel: NotificationChannel, on: boolean): void => {
    update.mutate(
      { kinds: switched(kinds, kind, channel, on) },
      { onError: () => toast.error(screenFailureText('updateSettings')) },
    );
  };

  return (
    <Flex vertical gap={16} data-testid="preferences">
      <div>
        <Heading level={2} look={4} style={{ marginBlockStart: 0 }}>
          {t('preferences.title')}
        </Heading>
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
          {t('preferences.intro')}
        </Typography.Paragraph>
      </div>
      <div style={{ ...panelStyle, paddingBlock: 4, overflowX: 'auto' }}>
        <table
          style={{ width: '100%', minWidth: 320, borderCollapse: 'collapse' }}
          data-testid="preferences-table"
        >
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'start' }}>
                {t('preferences.kind')}
              </th>
              {notificationChannels.map((channel) => (
                <th key={channel} scope="col" style={{ ...cell, textAlign: 'center' }}>
                  {t(`preferences.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationKinds.map((kind) => (
              <tr key={kind}>
                <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal' }}>
                  {t(`kinds.${kind}`)}
                </th>
                {notificationChannels.map((channel) => {
                  const locked = lockedBecause(kinds, kind, channel, smsAvailable);
                  const reason =
                    locked === 'noSms'
                      ? t('preferences.noSmsProvider')
                      : locked === 'lastKind'
                        ? validationText('notificationTypeRequired')
                        : null;
                  const control = (
                    <Switch
                      checked={kinds[kind][channel] && !(channel === 'sms' && !smsAvailable)}
                      disabled={locked !== null || update.isPending}
                      onChange={(on) => change(kind, channel, on)}
                      aria-label={t('preferences.switchLabel', {
                        kind: t(`kinds.${kind}`),
                        channel: t(`preferences.channels.${channel}`),
                      })}
                      data-testid={`preference-${kind}-${channel}`}
                    />
                  );
                  return (
                    <td key={channel} style={{ ...cell, textAlign: 'center' }}>
                      {reason === null ? (
                        control
                      ) : (
                        // A disabled switch takes no pointer events: the tooltip is on its wrapper.
                        <Tooltip title={reason}>
                          <span style={{ display: 'inline-block' }}>{control}</span>
                        </Tooltip>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!smsAvailable && (
        <Typography.Text type="secondary" data-testid="preferences-no-sms">
          {t('preferences.channels.sms')}: {t('preferences.noSmsProvider')}
        </Typography.Text>
      )}
      {enabledKinds.length === 1 && (
        <Typography.Text type="secondary" data-testid="preferences-last-kind">
          {validationText('notificationTypeRequired')}
        </Typography.Text>
      )}
      <div>
        <SendTestMail />
      </div>
    </Flex>
  );
}
