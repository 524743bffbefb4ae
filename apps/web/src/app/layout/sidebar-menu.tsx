import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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
  const entries = useMemo(() => visibleEntries(sidebarEntries), []);
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
