import type { User } from '@nuzul/shared/accounts';
import { Button, Card, Flex, Modal, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MfaDisableForm } from './mfa-disable-form';
import { MfaEnrolment } from './mfa-enrolment';
import { RecoveryCodesRenewal } from './recovery-codes-renewal';

type Dialog = 'enable' | 'disable' | 'renew';

/**
 * Two-factor sign-in on or off. On is set up here from start to end (password, QR code and a
 * code from the app, recovery codes); off needs a code. New recovery codes while it is on.
 */
export function TwoFactorCard({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // While recovery codes show, only "I have saved them" closes the dialog: they are not shown again.
  const [codesShowing, setCodesShowing] = useState(false);
  const close = (): void => {
    setDialog(null);
    setCodesShowing(false);
  };
  const showingCodes = (): void => setCodesShowing(true);
  const titles: Record<Dialog, string> = {
    enable: t('security.mfa.enableTitle'),
    disable: t('security.mfa.disableTitle'),
    renew: t('security.mfa.renewTitle'),
  };

  return (
    <Card title={t('security.mfa.title')} data-testid="two-factor-card">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text>{t('security.mfa.description')}</Typography.Text>
        <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
          <Tag color={user.mfaEnabled ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
            {user.mfaEnabled ? t('security.mfa.on') : t('security.mfa.off')}
          </Tag>
          <Switch
            checked={user.mfaEnabled}
            onChange={(checked) => setDialog(checked ? 'enable' : 'disable')}
            aria-label={t('security.mfa.title')}
            data-testid="mfa-switch"
          />
        </Flex>
      </Flex>
      {user.mfaEnabled && (
        <Button
          onClick={() => setDialog('renew')}
          data-testid="mfa-renew-recovery-codes"
          style={{ marginBlockStart: 16, paddingInline: 20 }}
        >
          {t('security.mfa.renew')}
        </Button>
      )}
      <Modal
        open={dialog !== null}
        onCancel={close}
        closable={!codesShowing}
        mask={{ closable: !codesShowing }}
        keyboard={!codesShowing}
        footer={null}
        destroyOnHidden
        title={dialog === null ? undefined : titles[dialog]}
      >
        {dialog === 'enable' && (
          <MfaEnrolment email={user.email} onConfirmed={showingCodes} onDone={close} />
        )}
        {dialog === 'disable' && <MfaDisableForm onDone={close} />}
        {dialog === 'renew' && (
          <RecoveryCodesRenewal email={user.email} onRenewed={showingCodes} onDone={close} />
        )}
      </Modal>
    </Card>
  );
}
