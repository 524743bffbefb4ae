import { codeField, recoveryCodeField } from '@nuzul/shared/accounts';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { useDisableMfaMutation } from '../api';
import { CodeInput } from './code-input';
import { DialogButtons } from './dialog-buttons';

interface DisableValues {
  code: string;
  recoveryCode: string;
}

/** Two-factor off, confirmed by a code from the authenticator or, without it, a recovery code. */
export function MfaDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<DisableValues>();
  const disable = useDisableMfaMutation();
  const [failure, setFailure] = useState<Error | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);

  const submit = ({ code, recoveryCode }: DisableValues): void => {
    setFailure(null);
    disable.mutate(useRecovery ? { recoveryCode } : { token: code }, {
      onSuccess: () => {
        toast.success(t('security.mfa.disabled'));
        onDone();
      },
      onError: setFailure,
    });
  };

  const switchFactor = (): void => {
    form.resetFields();
    setFailure(null);
    setUseRecovery((recovery) => !recovery);
  };

  return (
    <Form<DisableValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ code: '', recoveryCode: '' }}
      onFinish={submit}
      disabled={disable.isPending}
    >
      <Typography.Paragraph>
        {useRecovery ? t('security.mfa.disableRecoveryText') : t('security.mfa.disableText')}
      </Typography.Paragraph>
      <FormFailure error={failure} testId="mfa-disable-error" />
      {useRecovery ? (
        <Form.Item
          name="recoveryCode"
          label={t('security.mfa.recoveryCode')}
          rules={[zodRule(recoveryCodeField)]}
        >
          <Input
            autoFocus
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            placeholder="xxxxx-xxxxx"
            data-testid="mfa-disable-recovery-code"
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="code"
          label={t('security.mfa.code')}
          rules={[zodRule(codeField)]}
          validateTrigger="onComplete"
        >
          <CodeInput autoFocus aria-label={t('security.mfa.code')} data-testid="mfa-disable-code" />
        </Form.Item>
      )}
      <Button
        type="link"
        onClick={switchFactor}
        data-testid="mfa-disable-switch-factor"
        style={{ paddingInline: 0, marginBlockEnd: 16 }}
      >
        {useRecovery ? t('security.mfa.useAuthenticator') : t('security.mfa.useRecoveryCode')}
      </Button>
      <DialogButtons
        submitLabel={t('security.mfa.disable')}
        loading={disable.isPending}
        onCancel={onDone}
        testId="mfa-disable-submit"
      />
    </Form>
  );
}
