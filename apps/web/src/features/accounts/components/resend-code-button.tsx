import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from './use-countdown';

interface ResendCodeButtonProps {
  /** Seconds until a new code may be asked for; the button waits them out. */
  remaining: number;
  loading: boolean;
  onResend: () => void;
}

export function ResendCodeButton({ remaining, loading, onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation('accounts');
  const waiting = remaining > 0;
  return (
    <Button
      type="link"
      onClick={onResend}
      disabled={waiting}
      loading={loading}
      data-testid="resend-code"
      style={{ paddingInline: 0, height: 'auto', fontSize: 16 }}
    >
      {waiting ? (
        <span data-testid="resend-countdown">
          {t('code.resendIn', { time: formatCountdown(remaining) })}
        </span>
      ) : (
        t('code.resend')
      )}
    </Button>
  );
}
