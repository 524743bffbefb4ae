import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { LanguageToggle } from '../../components/language-toggle';
import { ChatIcon } from '../../features/inbox';
import { NotificationBell } from '../../features/notifications';
import { DEFAULT_REDIRECT_PATH } from '../redirect-path';
import { borderColor } from '../theme';
import { useMinWidth } from '../use-min-width';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  /** Below the large breakpoint the sidebar is a drawer that this button opens. */
  onOpenMenu?: () => void;
  onLogout: () => void;
}

export function AppHeader({ onOpenMenu, onLogout }: AppHeaderProps) {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  const medium = useMinWidth('md');
  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: wide ? 12 : 4,
        height: 64,
        lineHeight: 'normal',
        paddingInline: medium ? 24 : 12,
        background: '#fff',
        borderBottom: `1px solid ${borderColor}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {onOpenMenu !== undefined && (
        <>
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('header.openMenu')}
            data-testid="menu-button"
            onClick={onOpenMenu}
            style={{ paddingInline: 0 }}
          />
          <Link to={DEFAULT_REDIRECT_PATH} style={{ display: 'inline-flex' }}>
            <Logo size={32} showWordmark={wide} />
          </Link>
        </>
      )}
      <span style={{ flex: 1 }} />
      <ChatIcon />
      <NotificationBell />
      <LanguageToggle compact={!wide} />
      <UserMenu onLogout={onLogout} compact={!wide} />
    </Layout.Header>
  );
}
