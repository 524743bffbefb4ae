import { Alert, Button, Checkbox, Divider, Flex, Form, Input } from 'antd';
import { isErrorCode } from '@nuzul/shared/errors';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { isApiError } from '../../../app/api-error';
import { describeCode, describeFailure } from '../../../app/describe-failure';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { useAuthOptions, useLoginMutation } from '../api';
import { completeLogin } from '../complete-login';
import { AuthHeading } from '../components/auth-heading';
import { CaptchaField, needsCaptcha, useCaptcha } from '../components/captcha-field';
import { GoogleButton } from '../components/google-button';
import { pageLoad } from '../page-load';
import { readLoginState, type LoginState, type VerifyEmailState } from '../route-state';

// zod and the shared schemas come when the form is first checked, not with the screen.
const schemas = () => import('../login-schemas');
const emailRule = zodRule(async () => (await schemas()).emailField);
const passwordRule = zodRule(async () => (await schemas()).currentPasswordField);

interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
  captchaValue: string;
}

export function LoginPage() {
  const { t } = useTranslation(['accounts', 'common']);
  usePageTitle(t('pageTitles.login', { ns: 'common' }));
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = readLoginState(location.state);
  // A notice ("e-mail confirmed") is said once: the history entry forgets it, so a reload or
  // a return to this page does not say it again.
  const [notice] = useState(arrival.notice);
  useEffect(() => {
    if (arrival.notice === undefined) return;
    const state: LoginState = { email: arrival.email };
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state },
    );
  }, [arrival.notice, arrival.email, location.pathname, location.search, navigate]);
  const [form] = Form.useForm<LoginFormValues>();
  const options = useAuthOptions();
  const captcha = useCaptcha(form);
  const login = useLoginMutation();
  const [failure, setFailure] = useState<Error | null>(null);
  // The address that the server found unverified: the screen offers to verify it.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Google sign-in comes back to /login?error=<CODE>; only known codes are shown.
  const [searchParams] = useSearchParams();
  const redirectedCode = searchParams.get('error');
  const redirectedError = isErrorCode(redirectedCode) ? describeCode(redirectedCode) : null;
  const errorText = failure !== null ? describeFailure(failure) : redirectedError;
  const captchaOptions = options.data?.captcha;

  const submit = async (values: LoginFormValues): Promise<void> => {
    setFailure(null);
    setUnverifiedEmail(null);
    // One press is enough: an unsolved captcha is solved first, the button loading meanwhile.
    const captchaValue = await captcha.solve();
    if (captchaValue === null) return;
    // The shared schema normalises the e-mail (trimmed, lower case) as the API does.
    const { loginRequest } = await schemas();
    const body = loginRequest.parse({ ...values, captchaValue });
    const { email } = body;
    login.mutate(body, {
      onSuccess: (answer) => {
        try {
          completeLogin(answer, email, {
            navigate: (to, navigateOptions) => void navigate(to, navigateOptions),
            assign: (url) => pageLoad.assign(url),
          });
        } catch (error) {
          setFailure(error instanceof Error ? error : new Error('UNEXPECTED_ERROR'));
        }
      },
      onError: (error) => {
        captcha.reset();
        setFailure(error);
        if (isApiError(error) && error.code === 'ACCOUNT_NOT_VERIFIED') setUnverifiedEmail(email);
      },
    });
  };

  const goVerify = (email: string): void => {
    const state: VerifyEmailState = { email };
    void navigate('/verify-email', { state });
  };

  return (
    <Flex vertical gap={24} data-testid="login-page">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {notice !== undefined && errorText === null && (
        <Alert
          type="success"
          showIcon
          title={t(`login.notices.${notice}`)}
          data-testid="login-notice"
        />
      )}
      <FormFailure
        text={errorText}
        testId="login-error"
        action={
          unverifiedEmail !== null && (
            <Button
              size="small"
              type="primary"
              onClick={() => goVerify(unverifiedEmail)}
              data-testid="login-verify-email"
              style={{ paddingInline: 12, fontSize: 14 }}
            >
              {t('login.verifyEmail')}
            </Button>
          )
        }
      />
      <Form<LoginFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{
          email: arrival.email ?? '',
          password: '',
          remember: false,
          captchaValue: '',
        }}
        onFinish={(values) => void submit(values)}
        disabled={login.isPending}
      >
        <Form.Item name="email" label={t('login.email')} rules={[emailRule]}>
          <Input
            inputMode="email"
            autoComplete="username"
            placeholder={t('login.emailPlaceholder')}
            data-testid="login-email"
          />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[passwordRule]}>
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
        {captchaOptions !== undefined && needsCaptcha(captchaOptions) && (
          <Form.Item name="captchaValue">
            <CaptchaField captcha={captchaOptions} ref={captcha.ref} />
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          // Until the options answer, the captcha (if any) is unknown.
          loading={options.isPending || captcha.solving || login.isPending || login.isSuccess}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Form>
      {options.data?.google === true && (
        <>
          <Divider plain style={{ marginBlock: 0 }}>
            {t('login.or')}
          </Divider>
          <GoogleButton label={t('login.google')} />
        </>
      )}
      <div style={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link to="/signup" data-testid="login-signup-link">
          {t('login.signUp')}
        </Link>
      </div>
    </Flex>
  );
}
