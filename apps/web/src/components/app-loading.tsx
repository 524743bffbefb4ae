import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

/** The full-screen logo shown while the session check is pending. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="app-loading"
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#fff',
      }}
    >
      <span className="nuzul-pulse">
        <Logo size={72} />
      </span>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
        {t('loading')}
      </span>
    </div>
  );
}
