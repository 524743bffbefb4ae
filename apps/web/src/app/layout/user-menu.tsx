import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandColor } from '../theme';
import { useSession } from '../session';

interface UserMenuProps {
  onLogout: () => void;
  /** Avatar only, for narrow headers. */
  compact?: boolean;
}

export function UserMenu({ onLogout, compact = false }: UserMenuProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const firstName = user?.firstName?.trim() ?? '';
  const initial = (firstName || user?.email || '?').charAt(0).toUpperCase();
  const showName = !compact && firstName !== '';
  const picture = user?.pictureUrls?.small;

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: (
        <Link to="/profile" data-testid="user-menu-profile">
          {t('header.profile')}
        </Link>
      ),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('header.logout')}</span>,
      onClick: onLogout,
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottom">
      <Button
        type="text"
        data-testid="user-menu"
        aria-haspopup="menu"
        // The name shown is part of the accessible name (WCAG 2.5.3).
        aria-label={
          firstName === ''
            ? t('header.accountMenu')
            : t('header.accountMenuOf', { name: firstName })
        }
        style={{ paddingInline: 8, fontSize: 16, maxWidth: compact ? undefined : 220 }}
      >
        {/* With the name beside it, an initial would be visible text missing from the name. */}
        <Avatar
          aria-hidden
          size={32}
          src={picture}
          icon={showName && !picture ? <UserOutlined /> : undefined}
          style={{ backgroundColor: brandColor, flexShrink: 0 }}
          data-testid="user-avatar"
        >
          {showName || picture ? null : initial}
        </Avatar>
        {showName && (
          <span
            data-testid="user-first-name"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {firstName}
          </span>
        )}
        <DownOutlined style={{ fontSize: 12 }} />
      </Button>
    </Dropdown>
  );
}
