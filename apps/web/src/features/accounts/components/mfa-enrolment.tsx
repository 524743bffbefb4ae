import { currentPasswordField, MFA_QR_SIZE } from '@nuzul/shared/accounts';
import { Flex, Form, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { borderColor } from '../../../app/theme';
import { toast } from '../../../app/toast';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { useConfirmMfaMutation, useEnableMfaMutation, type MfaSetup } from '../api';
import { fieldErrors } from '../failure-text';
import { AuthenticatorCodeItem } from './authenticator-code-item';
import type { CodeInputRef } from './code-input';
import { DialogButtons } from './dialog-buttons';
import { RecoveryCodesList } from './recovery-codes-list';

interface MfaEnrolmentProps {
  email: string;
  /** Two-factor is on and the recovery codes are showing: the dialog must not close by itself. */
  onConfirmed: () => void;
  onDone: () => void;
}

/**
 * Setting up an authenticator, start to end in this session: the password, then the QR code
 * and secret with a code from the app, then the recovery codes, shown once.
 */
export function MfaEnrolment({ email, onConfirmed, onDone }: MfaEnrolmentProps) {
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes !== null) return <RecoveryCodesList codes={codes} email={email} onDone={onDone} />;
  if (setup !== null) {
    return (
      <ConfirmStep
        setup={setup}
        onCancel={onDone}
        onConfirmed={(recoveryCodes) => {
          setCodes(recoveryCodes);
          onConfirmed();
        }}
      />
    );
  }
  return <PasswordStep onStarted={setSetup} onCancel={onDone} />;
}

function PasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: MfaSetup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ password: string }>();
  const enable = useEnableMfaMutation();
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = ({ password }: { password: string }): void => {
    setFailure(null);
    enable.mutate(
      { password },
      {
        onSuccess: onStarted,
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
      <FormFailure error={failure} />
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
        submitLabel={t('security.mfa.continue')}
        loading={enable.isPending}
        onCancel={onCancel}
        testId="mfa-enable-submit"
      />
    </Form>
  );
}

function ConfirmStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: MfaSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ code: string }>();
  const codeInput = useRef<CodeInputRef>(null);
  const confirm = useConfirmMfaMutation();
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = ({ code }: { code: string }): void => {
    setFailure(null);
    confirm.mutate(
      { token: code },
      {
        onSuccess: ({ recoveryCodes }) => {
          toast.success(t('security.mfa.enabled'));
          onConfirmed(recoveryCodes);
        },
        onError: (error) => {
          setFailure(error);
          form.setFieldValue('code', '');
          codeInput.current?.focus();
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
      initialValues={{ code: '' }}
      onFinish={submit}
      disabled={confirm.isPending}
    >
      <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
        <Typography.Text>{t('security.mfa.scan')}</Typography.Text>
        <img
          src={setup.qrCode}
          width={MFA_QR_SIZE}
          height={MFA_QR_SIZE}
          alt={t('security.mfa.qrAlt')}
          data-testid="mfa-qr"
          // An outline, not a border: the image stays exactly 200x200.
          style={{ alignSelf: 'center', outline: `1px solid ${borderColor}`, borderRadius: 8 }}
        />
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('security.mfa.manual')}{' '}
          <Typography.Text code copyable={{ text: setup.secret }} dir="ltr">
            <span data-testid="mfa-secret" style={{ overflowWrap: 'anywhere' }}>
              {setup.secret}
            </span>
          </Typography.Text>
        </Typography.Text>
        <Typography.Text>{t('security.mfa.enterSetupCode')}</Typography.Text>
      </Flex>
      <FormFailure error={failure} testId="mfa-confirm-error" />
      <AuthenticatorCodeItem inputRef={codeInput} testId="mfa-confirm-code" />
      <DialogButtons
        submitLabel={t('security.mfa.confirm')}
        loading={confirm.isPending}
        onCancel={onCancel}
        testId="mfa-confirm-submit"
      />
    </Form>
  );
}
