import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { borderColor } from '../theme';
import { useMinWidth } from '../use-min-width';
import { useThemeToken } from '../use-theme-token';

/**
 * The frame of the sign-in screens: logo and language toggle on top, the screen below. The
 * logo leads to /login (spec §2, the two-factor screen).
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  const token = useThemeToken();
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
          // Named by the logo (its visible wordmark), described by where it leads.
          title={t('backToLogin')}
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
        {/* Drawn like Ant Design's Card, whose tabs and loading skeleton every sign-in screen
            would otherwise download. */}
        <div
          style={{
            width: '100%',
            maxWidth: 480,
            boxSizing: 'border-box',
            padding: wide ? 32 : 20,
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <Outlet />
        </div>
      </main>
    </div>
  );
}
