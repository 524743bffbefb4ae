import { Menu, type MenuProps } from 'antd';
import type { User } from '@nuzul/shared/accounts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiGet } from '../api-client';
import { sessionStore, useSession } from '../session';
import {
  activeEntryKey,
  groupKeysOf,
  sidebarEntries,
  visibleEntries,
  type SidebarEntry,
} from './sidebar-entries';

type MenuItem = NonNullable<MenuProps['items']>[number];

interface SidebarMenuProps {
  /** Called after a link is chosen (the drawer closes). */
  onNavigate?: () => void;
}

export function SidebarMenu({ onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The role comes with the user from GET /user/me, not with the sign-in's: asked once when
  // the stored user has none.
  const user = useSession().user;
  const signedIn = user !== null;
  const roleKnown = user?.role !== undefined;
  useEffect(() => {
    if (!signedIn || roleKnown) return;
    apiGet<User>('/user/me', { silent: true }).then(
      (me) => sessionStore.setUser(me),
      () => undefined,
    );
  }, [signedIn, roleKnown]);
  const isAdmin = user?.role === 'admin';
  const entries = useMemo(() => visibleEntries(sidebarEntries, isAdmin), [isAdmin]);
  const selected = activeEntryKey(entries, pathname);

  const toItem = (entry: SidebarEntry): MenuItem => {
    const Icon = entry.icon;
    const label = t(`sidebar.${entry.key}`);
    if (entry.children !== undefined) {
      return { key: entry.key, icon: <Icon />, label, children: entry.children.map(toItem) };
    }
    return {
      key: entry.key,
      icon: <Icon />,
      label: (
        <Link to={entry.path ?? '/'} onClick={onNavigate} data-testid={`sidebar-${entry.key}`}>
          {label}
        </Link>
      ),
    };
  };

  return (
    <nav aria-label={t('sidebar.navigation')}>
      <Menu
        mode="inline"
        items={entries.map(toItem)}
        selectedKeys={selected === undefined ? [] : [selected]}
        // A page inside a group (Settings › Security) opens with its group unfolded.
        defaultOpenKeys={selected === undefined ? [] : groupKeysOf(entries, selected)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
