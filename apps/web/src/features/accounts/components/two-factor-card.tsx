import { codeField, currentPasswordField, type User } from '@nuzul/shared/accounts';
import { Alert, Button, Card, Flex, Form, Input, Modal, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { zodRule } from '../../../components/form/zod-rule';
import { useDisableMfaMutation, useEnableMfaMutation } from '../api';
import { failureText, fieldErrors } from '../failure-text';
import { CodeInput } from './code-input';

/** Two-factor sign-in on or off: on asks for the password, off for a code (or a confirmation). */
export function TwoFactorCard({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const close = (): void => setDialog(null);

  return (
    <Card title={t('security.mfa.title')} data-testid="two-factor-card">
      <Flex justify="space-between" align="center" gap={16}>
        <Flex vertical gap={4}>
          <Typography.Text>{t('security.mfa.description')}</Typography.Text>
          {user.mfaEnabled && !user.mfaEnrolled && (
            <Typography.Text type="secondary" data-testid="mfa-pending-setup">
              {t('security.mfa.pendingSetup')}
            </Typography.Text>
          )}
        </Flex>
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
      <Modal
        open={dialog !== null}
        onCancel={close}
        footer={null}
        destroyOnHidden
        title={
          dialog === 'disable' ? t('security.mfa.disableTitle') : t('security.mfa.enableTitle')
        }
      >
        {dialog === 'enable' && <EnableMfaForm onDone={close} />}
        {dialog === 'disable' && <DisableMfaForm enrolled={user.mfaEnrolled} onDone={close} />}
      </Modal>
    </Card>
  );
}

function DialogButtons({
  submitLabel,
  loading,
  onCancel,
  testId,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Flex justify="end" gap={8} wrap>
      <Button onClick={onCancel} style={{ paddingInline: 20 }}>
        {t('security.cancel')}
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        loading={loading}
        data-testid={testId}
        style={{ paddingInline: 20 }}
      >
        {submitLabel}
      </Button>
    </Flex>
  );
}

function EnableMfaForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ password: string }>();
  const enable = useEnableMfaMutation();
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = ({ password }: { password: string }): void => {
    setFailure(null);
    enable.mutate(
      { password },
      {
        onSuccess: () => {
          toast.success(t('security.mfa.enabled'));
          onDone();
        },
        onError: (error) => {
          const refused = fieldErrors(error, ['password']);
          if (refused.length > 0) form.setFields(refused);
          else setFailure(error);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={submit}
      disabled={enable.isPending}
    >
      <Typography.Paragraph>{t('security.mfa.enableText')}</Typography.Paragraph>
      {failure !== null && (
        <Alert type="error" showIcon title={failureText(failure)} style={{ marginBlockEnd: 16 }} />
      )}
      <Form.Item
        name="password"
        label={t('security.currentPassword')}
        rules={[zodRule(currentPasswordField)]}
      >
        <Input.Password
          autoComplete="current-password"
          autoFocus
          data-testid="mfa-enable-password"
        />
      </Form.Item>
      <DialogButtons
        submitLabel={t('security.mfa.enable')}
        loading={enable.isPending}
        onCancel={onDone}
        testId="mfa-enable-submit"
      />
    </Form>
  );
}

function DisableMfaForm({ enrolled, onDone }: { enrolled: boolean; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const disable = useDisableMfaMutation();
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = ({ code }: { code?: string }): void => {
    setFailure(null);
    disable.mutate(enrolled && code !== undefined ? { token: code } : {}, {
      onSuccess: () => {
        toast.success(t('security.mfa.disabled'));
        onDone();
      },
      onError: setFailure,
    });
  };

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ code: '' }}
      onFinish={submit}
      disabled={disable.isPending}
    >
      <Typography.Paragraph>
        {enrolled ? t('security.mfa.disableText') : t('security.mfa.disableNotEnrolledText')}
      </Typography.Paragraph>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          title={failureText(failure)}
          data-testid="mfa-disable-error"
          style={{ marginBlockEnd: 16 }}
        />
      )}
      {enrolled && (
        <Form.Item
          name="code"
          label={t('verifyMfa.code')}
          rules={[zodRule(codeField)]}
          validateTrigger="onComplete"
        >
          <CodeInput autoFocus aria-label={t('verifyMfa.code')} data-testid="mfa-disable-code" />
        </Form.Item>
      )}
      <DialogButtons
        submitLabel={t('security.mfa.disable')}
        loading={disable.isPending}
        onCancel={onDone}
        testId="mfa-disable-submit"
      />
    </Form>
  );
}
