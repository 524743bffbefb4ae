import { codeField, emailField, emailRequest } from '@nuzul/shared/accounts';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { isApiError } from '../../../app/api-error';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import {
  useAuthOptions,
  useResendVerificationMutation,
  useVerifyAccountMutation,
} from '../sign-in-api';
import { AuthHeading } from '../components/auth-heading';
import { CodeInput, type CodeInputRef } from '../components/code-input';
import { ResendCodeButton } from '../components/resend-code-button';
import { useCodeField } from '../components/use-code-field';
import { useCountdown } from '../components/use-countdown';
import { readVerifyEmailState, type LoginState } from '../route-state';

interface VerifyEmailFormValues {
  email: string;
  code: string;
}

/** The address: from the screen before (route state), else from a link (`?email=`). */
function useArrivalEmail(): { email: string | undefined; resendAfterSeconds: number } {
  const arrival = readVerifyEmailState(useLocation().state);
  const [searchParams] = useSearchParams();
  const fromQuery = emailField.safeParse(searchParams.get('email') ?? '');
  return {
    email: arrival.email ?? (fromQuery.success ? fromQuery.data : undefined),
    resendAfterSeconds: arrival.resendAfterSeconds ?? 0,
  };
}

export function VerifyEmailPage() {
  const { t } = useTranslation(['accounts', 'common']);
  usePageTitle(t('pageTitles.verifyEmail', { ns: 'common' }));
  const navigate = useNavigate();
  const arrival = useArrivalEmail();
  const [form] = Form.useForm<VerifyEmailFormValues>();
  const options = useAuthOptions();
  const verify = useVerifyAccountMutation();
  const resend = useResendVerificationMutation();
  const countdown = useCountdown(arrival.resendAfterSeconds);
  const codeInput = useCodeField<CodeInputRef>(form, 'code');
  // A failure that is not about the code typed (the code's own refusals show at its field).
  const [failure, setFailure] = useState<Error | null>(null);
  const [resent, setResent] = useState(false);
  const knownEmail = arrival.email;

  const submit = (values: VerifyEmailFormValues): void => {
    setFailure(null);
    setResent(false);
    const email = emailField.parse(knownEmail ?? values.email);
    verify.mutate(
      { email, code: values.code },
      {
        onSuccess: () => {
          const state: LoginState = { email, notice: 'emailVerified' };
          void navigate('/login', { state });
        },
        onError: (error) => {
          if (!codeInput.refuse(error)) setFailure(error);
        },
      },
    );
  };

  const resendCode = async (): Promise<void> => {
    setFailure(null);
    setResent(false);
    let email = knownEmail;
    if (email === undefined) {
      // Without a known address, the field must hold a valid one first.
      const values = await form.validateFields(['email']).catch(() => null);
      if (values === null) return;
      email = emailRequest.parse(values).email;
    }
    resend.mutate(
      { email },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          setResent(true);
          codeInput.reset();
          countdown.restart(resendAfterSeconds);
        },
        onError: (error) => {
          setFailure(error);
          // The server counts the wait too; show it rather than invite more refusals.
          if (isApiError(error) && error.code === 'RESEND_TOO_SOON') {
            countdown.restart(options.data?.resendCooldownSeconds ?? 60);
          }
        },
      },
    );
  };

  return (
    <Flex vertical gap={24} data-testid="verify-email-page">
      <AuthHeading
        title={t('verifyEmail.title')}
        subtitle={
          knownEmail === undefined ? (
            t('verifyEmail.subtitleWithoutEmail')
          ) : (
            <>
              {t('verifyEmail.subtitle')}{' '}
              <Typography.Text strong dir="ltr" data-testid="verify-email-address">
                {knownEmail}
              </Typography.Text>
            </>
          )
        }
      />
      <FormFailure error={failure} testId="verify-email-error" />
      {resent && (
        <Alert type="success" showIcon title={t('code.resent')} data-testid="code-resent" />
      )}
      <Form<VerifyEmailFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ email: '', code: '' }}
        onValuesChange={codeInput.onValuesChange}
        onFinish={submit}
        disabled={verify.isPending}
      >
        {knownEmail === undefined && (
          <Form.Item name="email" label={t('verifyEmail.email')} rules={[zodRule(emailField)]}>
            <Input inputMode="email" autoComplete="email" data-testid="verify-email-email" />
          </Form.Item>
        )}
        <Form.Item
          name="code"
          label={t('code.label')}
          rules={[zodRule(codeField)]}
          validateTrigger="onComplete"
        >
          <CodeInput
            ref={codeInput.ref}
            autoFocus={knownEmail !== undefined}
            aria-label={t('code.label')}
            data-testid="verify-email-code"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={verify.isPending || verify.isSuccess}
          data-testid="verify-email-submit"
        >
          {t('verifyEmail.submit')}
        </Button>
      </Form>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('code.notReceived')}</Typography.Text>
        <ResendCodeButton
          remaining={countdown.remaining}
          loading={resend.isPending}
          onResend={() => void resendCode()}
        />
      </Flex>
      <Typography.Text style={{ textAlign: 'center' }}>
        <Link to="/login" data-testid="verify-email-login-link">
          {t('code.backToLogin')}
        </Link>
      </Typography.Text>
    </Flex>
  );
}
