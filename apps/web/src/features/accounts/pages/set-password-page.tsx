import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { isApiError } from '../../../app/api-error';
import { describeCode } from '../../../app/describe-failure';
import { FormFailure } from '../../../components/form/form-failure';
import { useResetPasswordMutation } from '../sign-in-api';
import { AuthHeading } from '../components/auth-heading';
import { fieldErrors } from '../failure-text';
import { confirmPasswordRules, newPasswordRules } from '../password-rules';
import { readSetPasswordState, type LoginState } from '../route-state';

interface SetPasswordFormValues {
  newPassword: string;
  confirmPassword: string;
}

/** The new password after a forgotten one; the reset token comes from /forget-password. */
export function SetPasswordPage() {
  const { t } = useTranslation(['accounts', 'common']);
  usePageTitle(t('pageTitles.setPassword', { ns: 'common' }));
  const navigate = useNavigate();
  const reset = readSetPasswordState(useLocation().state);
  const [form] = Form.useForm<SetPasswordFormValues>();
  const resetPassword = useResetPasswordMutation();
  const [failure, setFailure] = useState<Error | null>(null);
  const tokenRefused =
    failure !== null && isApiError(failure) && failure.code === 'RESET_TOKEN_INVALID';

  if (reset === null) {
    return (
      <Flex vertical gap={24} data-testid="set-password-page">
        <AuthHeading title={t('setPassword.title')} />
        <FormFailure text={describeCode('RESET_TOKEN_INVALID')} testId="set-password-error" />
        <StartAgainLink />
      </Flex>
    );
  }

  const submit = (values: SetPasswordFormValues): void => {
    setFailure(null);
    const { email, token } = reset;
    resetPassword.mutate(
      { email, token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          const state: LoginState = { email, notice: 'passwordReset' };
          void navigate('/login', { state, replace: true });
        },
        onError: (error) => {
          const refused = fieldErrors(error, ['newPassword']);
          if (refused.length > 0) form.setFields(refused);
          else setFailure(error);
        },
      },
    );
  };

  return (
    <Flex vertical gap={24} data-testid="set-password-page">
      <AuthHeading
        title={t('setPassword.title')}
        subtitle={
          <>
            {t('setPassword.subtitle')}{' '}
            <Typography.Text strong dir="ltr">
              {reset.email}
            </Typography.Text>
          </>
        }
      />
      <FormFailure error={failure} testId="set-password-error" />
      {tokenRefused ? (
        <StartAgainLink />
      ) : (
        <Form<SetPasswordFormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          noValidate
          initialValues={{ newPassword: '', confirmPassword: '' }}
          onFinish={submit}
          disabled={resetPassword.isPending}
        >
          {/* Lets password managers store the new password under the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={reset.email}
            readOnly
            hidden
          />
          <Form.Item
            name="newPassword"
            label={t('setPassword.newPassword')}
            extra={t('signup.passwordHint')}
            rules={newPasswordRules}
          >
            <Input.Password autoComplete="new-password" autoFocus data-testid="set-password-new" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('setPassword.confirmPassword')}
            dependencies={['newPassword']}
            rules={confirmPasswordRules('newPassword')}
          >
            <Input.Password autoComplete="new-password" data-testid="set-password-confirm" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={resetPassword.isPending || resetPassword.isSuccess}
            data-testid="set-password-submit"
          >
            {t('setPassword.submit')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}

function StartAgainLink() {
  const { t } = useTranslation('accounts');
  return (
    <Typography.Text style={{ textAlign: 'center' }}>
      <Link to="/forget-password" data-testid="set-password-start-again">
        {t('setPassword.startAgain')}
      </Link>
    </Typography.Text>
  );
}
