import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
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

  const items: MenuProps['items'] = [
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
        aria-label={t('header.accountMenu')}
        style={{ paddingInline: 8, fontSize: 16, maxWidth: compact ? undefined : 220 }}
      >
        <Avatar size={32} style={{ backgroundColor: brandColor, flexShrink: 0 }}>
          {initial}
        </Avatar>
        {!compact && firstName !== '' && (
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
