import { codeField, MFA_QR_SIZE } from '@nuzul/shared/accounts';
import { Alert, Button, Flex, Form, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError, type ApiError } from '../../../app/api-error';
import { DEFAULT_REDIRECT_PATH } from '../../../app/redirect-path';
import { sessionStore } from '../../../app/session';
import { borderColor } from '../../../app/theme';
import { zodRule } from '../../../components/form/zod-rule';
import { useMfaSetup, useMfaVerifyMutation, type MfaSetup } from '../api';
import { AuthHeading } from '../components/auth-heading';
import { CodeInput, type CodeInputRef } from '../components/code-input';
import { toastFailure } from '../failure-text';
import { pageLoad } from '../page-load';
import { clearPendingMfa, readPendingMfa } from '../pending-mfa';

interface VerifyMfaFormValues {
  code: string;
}

/** Only a new login can help once the challenge is gone (expired, or too many wrong codes). */
const isChallengeGone = (error: ApiError): boolean => error.code === 'MFA_CHALLENGE_INVALID';

/**
 * The second factor (spec §2 "Two-factor screen"). The e-mail comes in route state (or from
 * sessionStorage after a reload); on load the screen asks for a secret and QR code, which the
 * API gives only while no authenticator is enrolled.
 */
export function VerifyMfaPage() {
  const pending = readPendingMfa(useLocation().state);
  const { email, challenge } = pending;
  if (email === undefined || challenge === undefined) return <Navigate to="/login" replace />;
  return <VerifyMfa email={email} challenge={challenge} storedSecret={pending.secret} />;
}

interface VerifyMfaProps {
  email: string;
  challenge: string;
  /** A secret the login answer brought (spec §3 pendingMfaSecret). */
  storedSecret: string | undefined;
}

function VerifyMfa({ email, challenge, storedSecret }: VerifyMfaProps) {
  const { t } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<VerifyMfaFormValues>();
  const codeInput = useRef<CodeInputRef>(null);
  const setup = useMfaSetup(email, challenge, true);
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

  const setupError = setup.error;
  useEffect(() => {
    if (setupError !== null) fail(setupError);
  }, [setupError, fail]);

  const submit = ({ code }: VerifyMfaFormValues): void => {
    const secret = setup.data?.secret ?? storedSecret;
    verify.mutate(
      { email, challenge, token: code, ...(secret === undefined ? {} : { secret }) },
      {
        onSuccess: ({ accessToken, user }) => {
          clearPendingMfa();
          sessionStore.persistForReload(accessToken, user);
          pageLoad.assign(DEFAULT_REDIRECT_PATH);
        },
        onError: (error) => {
          fail(error);
          if (isApiError(error) && !isChallengeGone(error)) {
            form.setFieldValue('code', '');
            codeInput.current?.focus();
          }
        },
      },
    );
  };

  const enrolling = showsSetup(setup.data, storedSecret);

  return (
    <Flex vertical gap={20} data-testid="verify-mfa-page">
      {setup.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : enrolling && setup.data?.qrCode ? (
        <MfaSetupSteps qrCode={setup.data.qrCode} secret={setup.data.secret} />
      ) : (
        <AuthHeading
          title={t('verifyMfa.title')}
          subtitle={t('verifyMfa.prompt')}
          testId="verify-mfa-title"
        />
      )}
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {t('verifyMfa.signingInAs')}{' '}
        <Typography.Text strong dir="ltr" data-testid="verify-mfa-email">
          {email}
        </Typography.Text>
      </Typography.Text>
      {setupError !== null && !isChallengeGone(setupError) && (
        <Alert type="error" showIcon title={t('verifyMfa.setupFailed')} />
      )}
      <Form<VerifyMfaFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ code: '' }}
        onFinish={submit}
        disabled={verify.isPending}
      >
        <Form.Item
          name="code"
          label={t('verifyMfa.code')}
          rules={[zodRule(codeField)]}
          validateTrigger="onComplete"
        >
          <CodeInput
            ref={codeInput}
            autoFocus
            aria-label={t('verifyMfa.code')}
            data-testid="mfa-code"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={verify.isPending || verify.isSuccess}
          data-testid="mfa-submit"
        >
          {t('verifyMfa.submit')}
        </Button>
      </Form>
    </Flex>
  );
}

/** The setup view: no secret stored for the user, and the API sent a QR code. */
function showsSetup(setup: MfaSetup | undefined, storedSecret: string | undefined): boolean {
  if (setup === undefined || setup.qrCode === null) return false;
  return setup.user.mfaEnrolled !== true && storedSecret === undefined;
}

function MfaSetupSteps({ qrCode, secret }: { qrCode: string; secret: string | null }) {
  const { t } = useTranslation('accounts');
  return (
    <Flex vertical gap={12}>
      <AuthHeading
        title={t('verifyMfa.setupTitle')}
        subtitle={t('verifyMfa.scan')}
        testId="mfa-setup-title"
      />
      <img
        src={qrCode}
        width={MFA_QR_SIZE}
        height={MFA_QR_SIZE}
        alt={t('verifyMfa.qrAlt')}
        data-testid="mfa-qr"
        // An outline, not a border: the image stays exactly 200x200.
        style={{ alignSelf: 'center', outline: `1px solid ${borderColor}`, borderRadius: 8 }}
      />
      {secret !== null && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('verifyMfa.manual')}{' '}
          <Typography.Text code copyable={{ text: secret }} dir="ltr">
            <span data-testid="mfa-secret" style={{ overflowWrap: 'anywhere' }}>
              {secret}
            </span>
          </Typography.Text>
        </Typography.Text>
      )}
      <Typography.Text>{t('verifyMfa.enterSetupCode')}</Typography.Text>
    </Flex>
  );
}
