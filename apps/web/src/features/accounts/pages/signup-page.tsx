import { emailField, signupRequest } from '@nuzul/shared/accounts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { isApiError } from '../../../app/api-error';
import { describeCode } from '../../../app/describe-failure';
import { useMinWidth } from '../../../app/use-min-width';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { useAuthOptions, useSignupMutation } from '../sign-in-api';
import { AuthHeading } from '../components/auth-heading';
import { CaptchaField, needsCaptcha, useCaptcha } from '../components/captcha-field';
import { LazyGoogleSignIn } from '../components/lazy-google-sign-in';
import { fieldErrors, toastFailure } from '../failure-text';
import { confirmPasswordRules, newPasswordRules } from '../password-rules';
import type { LoginState, VerifyEmailState } from '../route-state';

interface SignupFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  captchaValue: string;
}

/** Request fields the API may refuse by name; each has its form field of the same name. */
const refusedFields = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignupPage() {
  const { t } = useTranslation(['accounts', 'common']);
  usePageTitle(t('pageTitles.signup', { ns: 'common' }));
  const navigate = useNavigate();
  const wide = useMinWidth('sm');
  const [form] = Form.useForm<SignupFormValues>();
  const options = useAuthOptions();
  const captcha = useCaptcha(form);
  const signup = useSignupMutation();
  const [failure, setFailure] = useState<Error | null>(null);
  // The address that has an account already: said at the e-mail field, with a way to sign in.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const captchaOptions = options.data?.captcha;

  const submit = async (values: SignupFormValues): Promise<void> => {
    setFailure(null);
    // One press is enough: an unsolved captcha is solved first, the button loading meanwhile.
    const captchaValue = await captcha.solve();
    if (captchaValue === null) return;
    const body = signupRequest.parse({ ...values, captchaValue });
    signup.mutate(body, {
      onSuccess: ({ resendAfterSeconds }) => {
        const state: VerifyEmailState = { email: body.email, resendAfterSeconds };
        void navigate('/verify-email', { state });
      },
      onError: (error) => {
        captcha.reset();
        // A refusal of a field is said once, at that field.
        if (isApiError(error) && error.code === 'EMAIL_ALREADY_EXISTS') {
          setTakenEmail(body.email);
          return;
        }
        const refused = fieldErrors(error, refusedFields);
        if (refused.length > 0) {
          form.setFields(refused);
          return;
        }
        // Spec §8: any other sign-up failure is kept on the screen and shown as a toast too.
        toastFailure(error);
        setFailure(error);
      },
    });
  };

  return (
    <Flex vertical gap={24} data-testid="signup-page">
      <AuthHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <FormFailure error={failure} testId="signup-error" />
      <Form<SignupFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{
          firstName: '',
          lastName: '',
          email: '',
          password: '',
          confirmPassword: '',
          captchaValue: '',
        }}
        onValuesChange={(changed: Partial<SignupFormValues>) => {
          if ('email' in changed) setTakenEmail(null);
        }}
        onFinish={(values) => void submit(values)}
        disabled={signup.isPending}
      >
        <Flex gap={wide ? 16 : 0} vertical={!wide}>
          <Form.Item
            name="firstName"
            label={t('signup.firstName')}
            rules={[zodRule(signupRequest.shape.firstName)]}
            style={{ flex: 1 }}
          >
            <Input autoComplete="given-name" data-testid="signup-first-name" />
          </Form.Item>
          <Form.Item
            name="lastName"
            label={t('signup.lastName')}
            rules={[zodRule(signupRequest.shape.lastName)]}
            style={{ flex: 1 }}
          >
            <Input autoComplete="family-name" data-testid="signup-last-name" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="email"
          label={t('signup.email')}
          rules={[zodRule(emailField)]}
          {...(takenEmail !== null && {
            validateStatus: 'error' as const,
            help: (
              <span data-testid="signup-email-taken">
                {describeCode('EMAIL_ALREADY_EXISTS')}{' '}
                <Link
                  to="/login"
                  state={{ email: takenEmail } satisfies LoginState}
                  data-testid="signup-sign-in-instead"
                >
                  {t('signup.signInInstead')}
                </Link>
              </span>
            ),
          })}
        >
          <Input
            inputMode="email"
            autoComplete="email"
            placeholder={t('signup.emailPlaceholder')}
            data-testid="signup-email"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('signup.password')}
          extra={t('signup.passwordHint')}
          rules={newPasswordRules}
        >
          <Input.Password autoComplete="new-password" data-testid="signup-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('signup.confirmPassword')}
          dependencies={['password']}
          rules={confirmPasswordRules('password')}
        >
          <Input.Password autoComplete="new-password" data-testid="signup-confirm-password" />
        </Form.Item>
        {captchaOptions !== undefined && needsCaptcha(captchaOptions) && (
          <Form.Item name="captchaValue">
            <CaptchaField captcha={captchaOptions} ref={captcha.ref} />
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={options.isPending || captcha.solving || signup.isPending}
          data-testid="signup-submit"
        >
          {t('signup.submit')}
        </Button>
      </Form>
      {options.data?.google === true && (
        <LazyGoogleSignIn or={t('login.or')} label={t('signup.google')} />
      )}
      <Typography.Text style={{ textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link to="/login" data-testid="signup-login-link">
          {t('signup.signIn')}
        </Link>
      </Typography.Text>
    </Flex>
  );
}
