import type { NotificationSettings, User } from '@nuzul/shared/accounts';
import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { screenFailureText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useUpdateNotificationSettings } from '../profile-api';

const channels = ['push', 'sms', 'email'] as const;

/** The master switches of push, SMS and e-mail delivery; each switch saves at once. */
export function NotificationFlagsCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useUpdateNotificationSettings();
  const flags = update.isPending && update.variables ? update.variables : user.notifications;

  const change = (channel: (typeof channels)[number], on: boolean) => {
    const next: NotificationSettings = { ...flags, [channel]: on };
    update.mutate(next, {
      onSuccess: () => toast.success(t('notifications.saved')),
      onError: () => toast.error(screenFailureText('updateSettings')),
    });
  };

  return (
    <Card title={t('notifications.title')} data-testid="notification-flags-card">
      <Flex vertical gap={16}>
        {channels.map((channel) => (
          <Flex key={channel} justify="space-between" align="center" gap={16}>
            <Flex vertical>
              <Typography.Text id={`notify-${channel}-label`}>
                {t(`notifications.${channel}`)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t(`notifications.${channel}Hint`)}
              </Typography.Text>
            </Flex>
            <Switch
              checked={flags[channel]}
              loading={update.isPending}
              onChange={(on) => change(channel, on)}
              aria-labelledby={`notify-${channel}-label`}
              data-testid={`notify-${channel}`}
            />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
