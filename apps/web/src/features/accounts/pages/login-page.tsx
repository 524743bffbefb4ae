import { currentPasswordField, emailField, loginRequest } from '@nuzul/shared/accounts';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api-error';
import {
  hasTranslation,
  translateApiError,
  translateFailureText,
} from '../../../app/translate-message';
import { zodRule } from '../../../components/form/zod-rule';
import { useLoginMutation } from '../api';
import { completeLogin } from '../complete-login';

interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

function failureText(error: Error): string {
  return isApiError(error)
    ? translateApiError(error)
    : translateFailureText(error.message, undefined);
}

export function LoginPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<Error | null>(null);
  // Google sign-in comes back to /login?error=<CODE>; only known codes are shown.
  const [searchParams] = useSearchParams();
  const redirectedCode = searchParams.get('error');
  const redirectedError =
    redirectedCode !== null && hasTranslation('errors', redirectedCode)
      ? t(redirectedCode, { ns: 'errors' })
      : null;
  const errorText = failure !== null ? failureText(failure) : redirectedError;

  const submit = (values: LoginFormValues): void => {
    setFailure(null);
    // The shared schema normalises the e-mail (trimmed, lower case) as the API does.
    const body = loginRequest.parse({ ...values, captchaValue: '' });
    const { email } = body;
    login.mutate(body, {
      onSuccess: (answer) => {
        try {
          completeLogin(answer, email, {
            navigate: (to, options) => void navigate(to, options),
            assign: (url) => window.location.assign(url),
          });
        } catch (error) {
          setFailure(error instanceof Error ? error : new Error('UNEXPECTED_ERROR'));
        }
      },
      onError: setFailure,
    });
  };

  return (
    <Flex vertical gap={24} data-testid="login-page">
      <div>
        <Typography.Title level={2} style={{ marginBlock: 0 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
      </div>
      {errorText !== null && (
        <Alert type="error" showIcon title={errorText} data-testid="login-error" />
      )}
      <Form<LoginFormValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: '', password: '', remember: false }}
        onFinish={submit}
        disabled={login.isPending}
      >
        <Form.Item name="email" label={t('login.email')} rules={[zodRule(emailField)]}>
          <Input
            inputMode="email"
            autoComplete="username"
            placeholder={t('login.emailPlaceholder')}
            data-testid="login-email"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[zodRule(currentPasswordField)]}
        >
          <Input.Password
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            data-testid="login-password"
          />
        </Form.Item>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 24 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox data-testid="login-remember">{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/forget-password" data-testid="login-forgot-password-link">
            {t('login.forgotPassword')}
          </Link>
        </Flex>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={login.isPending || login.isSuccess}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Text style={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link to="/signup" data-testid="login-signup-link">
          {t('login.signUp')}
        </Link>
      </Typography.Text>
    </Flex>
  );
}
