import { codeField, recoveryCodeField } from '@nuzul/shared/accounts';
import { Button, Flex, Form, Input, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { isApiError, type ApiError } from '../../../app/api-error';
import { DEFAULT_REDIRECT_PATH } from '../../../app/redirect-path';
import { sessionStore } from '../../../app/session';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { useMfaPrompt, useMfaVerifyMutation } from '../sign-in-api';
import { AuthHeading } from '../components/auth-heading';
import { CodeInput, type CodeInputRef } from '../components/code-input';
import { useCodeField } from '../components/use-code-field';
import { toastFailure } from '../failure-text';
import { pageLoad } from '../page-load';
import { clearPendingMfa, readPendingMfa } from '../pending-mfa';

interface VerifyMfaFormValues {
  code: string;
  recoveryCode: string;
}

/** Only a new login can help once the challenge is gone (expired, or too many wrong codes). */
const isChallengeGone = (error: ApiError): boolean => error.code === 'MFA_CHALLENGE_INVALID';

/**
 * The second factor (spec §2 "Two-factor screen"). The e-mail comes in route state (or from
 * sessionStorage after a reload). The load call checks the challenge; an authenticator is
 * never set up here (only on the Security page), so this screen only asks for a code: from
 * the authenticator app, or one of the recovery codes.
 */
export function VerifyMfaPage() {
  const { email, challenge } = readPendingMfa(useLocation().state);
  if (email === undefined || challenge === undefined) return <Navigate to="/login" replace />;
  return <VerifyMfa email={email} challenge={challenge} />;
}

function VerifyMfa({ email, challenge }: { email: string; challenge: string }) {
  const { t } = useTranslation(['accounts', 'common']);
  usePageTitle(t('pageTitles.verifyMfa', { ns: 'common' }));
  const navigate = useNavigate();
  const [form] = Form.useForm<VerifyMfaFormValues>();
  const [useRecovery, setUseRecovery] = useState(false);
  // A wrong code is said at its field too, where the next one is typed.
  const codeInput = useCodeField<CodeInputRef>(form, 'code', 'token');
  const recoveryInput = useCodeField<InputRef>(form, 'recoveryCode');
  const prompt = useMfaPrompt(email, challenge);
  const verify = useMfaVerifyMutation();

  // Spec §8: a failed two-factor call is a toast; a dead challenge also ends the attempt.
  const fail = useCallback(
    (error: ApiError): void => {
      toastFailure(error);
      if (isChallengeGone(error)) {
        clearPendingMfa();
        void navigate('/login', { replace: true });
      }
    },
    [navigate],
  );

  const promptError = prompt.error;
  useEffect(() => {
    if (promptError !== null) fail(promptError);
  }, [promptError, fail]);

  const submit = ({ code, recoveryCode }: VerifyMfaFormValues): void => {
    const factor = useRecovery ? { recoveryCode } : { token: code };
    verify.mutate(
      { email, challenge, ...factor },
      {
        onSuccess: ({ accessToken, user }) => {
          clearPendingMfa();
          sessionStore.persistForReload(accessToken, user);
          pageLoad.assign(DEFAULT_REDIRECT_PATH);
        },
        onError: (error) => {
          fail(error);
          if (isApiError(error) && !isChallengeGone(error)) {
            (useRecovery ? recoveryInput : codeInput).refuse(error);
          }
        },
      },
    );
  };

  const switchFactor = (): void => {
    form.resetFields();
    setUseRecovery((recovery) => !recovery);
  };

  return (
    <Flex vertical gap={20} data-testid="verify-mfa-page">
      <AuthHeading
        title={t('verifyMfa.title')}
        subtitle={useRecovery ? t('verifyMfa.recoveryPrompt') : t('verifyMfa.prompt')}
        testId="verify-mfa-title"
      />
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {t('verifyMfa.signingInAs')}{' '}
        <Typography.Text strong dir="ltr" data-testid="verify-mfa-email">
          {email}
        </Typography.Text>
      </Typography.Text>
      {promptError !== null && !isChallengeGone(promptError) && (
        <FormFailure text={t('verifyMfa.loadFailed')} testId="verify-mfa-load-error" />
      )}
      <Form<VerifyMfaFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ code: '', recoveryCode: '' }}
        onValuesChange={(changed: object) => {
          codeInput.onValuesChange(changed);
          recoveryInput.onValuesChange(changed);
        }}
        onFinish={submit}
        disabled={verify.isPending}
      >
        {useRecovery ? (
          <Form.Item
            name="recoveryCode"
            label={t('verifyMfa.recoveryCode')}
            rules={[zodRule(recoveryCodeField)]}
          >
            <Input
              ref={recoveryInput.ref}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              placeholder="xxxxx-xxxxx"
              data-testid="mfa-recovery-code"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="code"
            label={t('verifyMfa.code')}
            rules={[zodRule(codeField)]}
            validateTrigger="onComplete"
          >
            <CodeInput
              ref={codeInput.ref}
              autoFocus
              aria-label={t('verifyMfa.code')}
              data-testid="mfa-code"
            />
          </Form.Item>
        )}
        <Flex vertical gap={8}>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={verify.isPending || verify.isSuccess}
            data-testid="mfa-submit"
          >
            {t('verifyMfa.submit')}
          </Button>
          <Button
            type="link"
            onClick={switchFactor}
            disabled={verify.isPending}
            data-testid={useRecovery ? 'mfa-use-authenticator' : 'mfa-use-recovery-code'}
          >
            {useRecovery ? t('verifyMfa.useAuthenticator') : t('verifyMfa.useRecoveryCode')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
