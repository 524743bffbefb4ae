import { Form, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form/form-failure';
import { useRenewRecoveryCodesMutation } from '../api';
import { AuthenticatorCodeItem } from './authenticator-code-item';
import type { CodeInputRef } from './code-input';
import { DialogButtons } from './dialog-buttons';
import { RecoveryCodesList } from './recovery-codes-list';

interface RecoveryCodesRenewalProps {
  email: string;
  /** New codes are showing (the old ones are void): the dialog must not close by itself. */
  onRenewed: () => void;
  onDone: () => void;
}

/** New recovery codes for a current authenticator code; the old ones stop working. */
export function RecoveryCodesRenewal({ email, onRenewed, onDone }: RecoveryCodesRenewalProps) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ code: string }>();
  const codeInput = useRef<CodeInputRef>(null);
  const renew = useRenewRecoveryCodesMutation();
  const [failure, setFailure] = useState<Error | null>(null);

  if (renew.data !== undefined) {
    return <RecoveryCodesList codes={renew.data.recoveryCodes} email={email} onDone={onDone} />;
  }

  const submit = ({ code }: { code: string }): void => {
    setFailure(null);
    renew.mutate(
      { token: code },
      {
        onSuccess: onRenewed,
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
      disabled={renew.isPending}
    >
      <Typography.Paragraph>{t('security.mfa.renewText')}</Typography.Paragraph>
      <FormFailure error={failure} testId="mfa-renew-error" />
      <AuthenticatorCodeItem inputRef={codeInput} testId="mfa-renew-code" />
      <DialogButtons
        submitLabel={t('security.mfa.renewSubmit')}
        loading={renew.isPending}
        onCancel={onDone}
        testId="mfa-renew-submit"
      />
    </Form>
  );
}
