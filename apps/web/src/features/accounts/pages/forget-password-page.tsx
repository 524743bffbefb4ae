import { codeField, emailField, emailRequest } from '@nuzul/shared/accounts';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { useForgotPasswordMutation, useVerifyForgotCodeMutation } from '../sign-in-api';
import { AuthHeading } from '../components/auth-heading';
import { CodeInput, type CodeInputRef } from '../components/code-input';
import { ResendCodeButton } from '../components/resend-code-button';
import { useCodeField } from '../components/use-code-field';
import { useCountdown } from '../components/use-countdown';
import type { SetPasswordState } from '../route-state';

/**
 * Forgot password: the e-mail, then the 6-digit code mailed to it; the code is exchanged for
 * a reset token that /set-password receives in route state.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitles.forgetPassword'));
  const [email, setEmail] = useState<string | null>(null);
  const [resendAfterSeconds, setResendAfterSeconds] = useState(0);
  return email === null ? (
    <EmailStep
      onSent={(address, seconds) => {
        setResendAfterSeconds(seconds);
        setEmail(address);
      }}
    />
  ) : (
    <CodeStep
      email={email}
      resendAfterSeconds={resendAfterSeconds}
      onChangeEmail={() => setEmail(null)}
    />
  );
}

function EmailStep({ onSent }: { onSent: (email: string, resendAfterSeconds: number) => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const forgot = useForgotPasswordMutation();
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = (values: { email: string }): void => {
    setFailure(null);
    const { email } = emailRequest.parse(values);
    forgot.mutate(
      { email },
      {
        onSuccess: ({ resendAfterSeconds }) => onSent(email, resendAfterSeconds),
        onError: setFailure,
      },
    );
  };

  return (
    <Flex vertical gap={24} data-testid="forget-password-page">
      <AuthHeading title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} />
      <FormFailure error={failure} testId="forget-password-error" />
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ email: '' }}
        onFinish={submit}
        disabled={forgot.isPending}
      >
        <Form.Item name="email" label={t('forgotPassword.email')} rules={[zodRule(emailField)]}>
          <Input
            inputMode="email"
            autoComplete="email"
            autoFocus
            placeholder={t('login.emailPlaceholder')}
            data-testid="forget-password-email"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={forgot.isPending}
          data-testid="forget-password-submit"
        >
          {t('forgotPassword.sendCode')}
        </Button>
      </Form>
      <Typography.Text style={{ textAlign: 'center' }}>
        <Link to="/login" data-testid="forget-password-login-link">
          {t('code.backToLogin')}
        </Link>
      </Typography.Text>
    </Flex>
  );
}

interface CodeStepProps {
  email: string;
  resendAfterSeconds: number;
  onChangeEmail: () => void;
}

function CodeStep({ email, resendAfterSeconds, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const verify = useVerifyForgotCodeMutation();
  const resend = useForgotPasswordMutation();
  const countdown = useCountdown(resendAfterSeconds);
  const [form] = Form.useForm<{ code: string }>();
  const codeInput = useCodeField<CodeInputRef>(form, 'code');
  // A failure that is not about the code typed (the code's own refusals show at its field).
  const [failure, setFailure] = useState<Error | null>(null);
  const [resent, setResent] = useState(false);

  const submit = (values: { code: string }): void => {
    setFailure(null);
    setResent(false);
    verify.mutate(
      { email, code: values.code },
      {
        onSuccess: ({ token }) => {
          const state: SetPasswordState = { email, token };
          void navigate('/set-password', { state });
        },
        onError: (error) => {
          if (!codeInput.refuse(error)) setFailure(error);
        },
      },
    );
  };

  const resendCode = (): void => {
    setFailure(null);
    setResent(false);
    resend.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setResent(true);
          codeInput.reset();
          countdown.restart(answer.resendAfterSeconds);
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Flex vertical gap={24} data-testid="forget-password-code-page">
      <AuthHeading
        title={t('forgotPassword.codeTitle')}
        subtitle={
          <>
            {t('forgotPassword.codeSubtitle')}{' '}
            <Typography.Text strong dir="ltr">
              {email}
            </Typography.Text>
          </>
        }
      />
      <FormFailure error={failure} testId="forget-password-error" />
      {resent && (
        <Alert type="success" showIcon title={t('code.resent')} data-testid="code-resent" />
      )}
      <Form<{ code: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ code: '' }}
        onValuesChange={codeInput.onValuesChange}
        onFinish={submit}
        disabled={verify.isPending}
      >
        <Form.Item
          name="code"
          label={t('code.label')}
          rules={[zodRule(codeField)]}
          validateTrigger="onComplete"
        >
          <CodeInput
            ref={codeInput.ref}
            autoFocus
            aria-label={t('code.label')}
            data-testid="forget-password-code"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={verify.isPending || verify.isSuccess}
          data-testid="forget-password-code-submit"
        >
          {t('forgotPassword.verify')}
        </Button>
      </Form>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button
          type="link"
          onClick={onChangeEmail}
          data-testid="forget-password-change-email"
          style={{ paddingInline: 0, height: 'auto', fontSize: 16 }}
        >
          {t('forgotPassword.changeEmail')}
        </Button>
        <ResendCodeButton
          remaining={countdown.remaining}
          loading={resend.isPending}
          onResend={resendCode}
        />
      </Flex>
    </Flex>
  );
}
