import { Alert, Button, Flex } from 'antd';
import Checkbox from 'antd/es/checkbox/Checkbox';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { isApiError } from '../../../app/api-error';
import { describeCode, describeFailure } from '../../../app/describe-failure';
import { isKnownCode } from '../../../app/error-texts';
import { FormFailure } from '../../../components/form/form-failure';
import { fieldControlProps, LightField } from '../../../components/form/light-field';
import { zodCheck } from '../../../components/form/zod-rule';
import { useAuthOptions, useLoginMutation } from '../sign-in-api';
import { completeLogin } from '../complete-login';
import { AuthHeading } from '../components/auth-heading';
import {
  CaptchaField,
  needsCaptcha,
  useCaptcha,
  type CaptchaForm,
} from '../components/captcha-field';
import { LazyGoogleSignIn } from '../components/lazy-google-sign-in';
import { pageLoad } from '../page-load';
import { readLoginState, type LoginState, type VerifyEmailState } from '../route-state';

// zod and the shared schemas come when the form is first checked, not with the screen.
const schemas = () => import('../login-schemas');
const checks = {
  email: zodCheck(async () => (await schemas()).emailField),
  password: zodCheck(async () => (await schemas()).currentPasswordField),
};
type CheckedField = keyof typeof checks;
type FieldErrors = Partial<Record<CheckedField | 'captchaValue', string>>;

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
  // The form's state is kept here rather than in Ant Design's Form, whose field store and
  // validator would be most of what this first screen downloads. It behaves as Form did: a
  // field is checked as it changes and every field on submit, by the shared schemas.
  const [values, setValues] = useState<LoginFormValues>(() => ({
    email: arrival.email ?? '',
    password: '',
    remember: false,
    captchaValue: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Only the latest check of a field speaks (they are asynchronous).
  const checkRuns = useRef<Partial<Record<CheckedField, number>>>({});
  const check = useCallback(async (field: CheckedField, value: string): Promise<boolean> => {
    const run = (checkRuns.current[field] ?? 0) + 1;
    checkRuns.current[field] = run;
    const error = await checks[field](value);
    if (checkRuns.current[field] === run) {
      setErrors((current) => ({ ...current, [field]: error ?? undefined }));
    }
    return error === null;
  }, []);
  const change = (field: CheckedField, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    void check(field, value);
  };
  const setCaptchaValue = useCallback((captchaValue: string): void => {
    setValues((current) => ({ ...current, captchaValue }));
  }, []);
  const captchaForm = useMemo<CaptchaForm>(
    () => ({
      setFieldValue: (_name, value) => setCaptchaValue(value),
      setFields: ([field]) =>
        setErrors((current) => ({ ...current, captchaValue: field?.errors[0] })),
    }),
    [setCaptchaValue],
  );
  const options = useAuthOptions();
  const captcha = useCaptcha(captchaForm);
  const login = useLoginMutation();
  const [failure, setFailure] = useState<Error | null>(null);
  // The address that the server found unverified: the screen offers to verify it.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Google sign-in comes back to /login?error=<CODE>; only known codes are shown.
  const [searchParams] = useSearchParams();
  const redirectedCode = searchParams.get('error');
  const redirectedError = isKnownCode(redirectedCode) ? describeCode(redirectedCode) : null;
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (login.isPending) return;
    const valid = await Promise.all([
      check('email', values.email),
      check('password', values.password),
    ]);
    if (valid.every(Boolean)) await submit(values);
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
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DisabledContextProvider disabled={login.isPending}>
          <LightField id="email" label={t('login.email')} error={errors.email}>
            <Input
              {...fieldControlProps('email', errors.email)}
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              inputMode="email"
              autoComplete="username"
              placeholder={t('login.emailPlaceholder')}
              data-testid="login-email"
            />
          </LightField>
          <LightField id="password" label={t('login.password')} error={errors.password}>
            <Password
              {...fieldControlProps('password', errors.password)}
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              data-testid="login-password"
            />
          </LightField>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 24 }}>
            <Checkbox
              id="remember"
              checked={values.remember}
              onChange={(event) =>
                setValues((current) => ({ ...current, remember: event.target.checked }))
              }
              data-testid="login-remember"
            >
              {t('login.remember')}
            </Checkbox>
            <Link to="/forget-password" data-testid="login-forgot-password-link">
              {t('login.forgotPassword')}
            </Link>
          </Flex>
          {captchaOptions !== undefined && needsCaptcha(captchaOptions) && (
            <LightField id="captchaValue" error={errors.captchaValue}>
              <CaptchaField
                captcha={captchaOptions}
                ref={captcha.ref}
                onChange={(value) => {
                  setCaptchaValue(value);
                  setErrors((current) => ({ ...current, captchaValue: undefined }));
                }}
              />
            </LightField>
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
        </DisabledContextProvider>
      </form>
      {options.data?.google === true && (
        <LazyGoogleSignIn or={t('login.or')} label={t('login.google')} />
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
