import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { borderColor } from '../theme';
import { useMinWidth } from '../use-min-width';

/**
 * The frame of the sign-in screens: logo and language toggle on top, the screen below. The
 * logo leads to /login (spec §2, the two-factor screen).
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  return (
    <div
      data-testid="auth-layout"
      style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          padding: wide ? '16px 32px' : '12px 16px',
          background: '#fff',
          borderBottom: `1px solid ${borderColor}`,
        }}
      >
        <Link
          to="/login"
          aria-label={t('backToLogin')}
          data-testid="auth-logo"
          style={{ display: 'inline-flex' }}
        >
          <Logo size={wide ? 40 : 34} />
        </Link>
        <LanguageToggle />
      </header>
      <main
        style={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: wide ? 'center' : 'flex-start',
          padding: wide ? '40px 24px' : '20px 12px',
        }}
      >
        <Card
          style={{ width: '100%', maxWidth: 480 }}
          styles={{ body: { padding: wide ? 32 : 20 } }}
        >
          <Outlet />
        </Card>
      </main>
    </div>
  );
}
