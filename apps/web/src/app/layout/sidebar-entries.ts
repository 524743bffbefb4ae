import {
  ApiOutlined,
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  LineChartOutlined,
  LockOutlined,
  PlusOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  SyncOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The sidebar labels of the specification (§2), `availability` and `bookings` (the calendar
 * group's pages: the spec names no label for the booking list, decision A-1), `security`
 * (two-factor and password, until the profile screen holds them) and `current-plan` (the
 * subscriptions group's own page: the current plan and the subscription list, since a group's
 * title is no link); each is a key under `common:sidebar`.
 */
export type SidebarKey =
  | 'dashboard'
  | 'properties'
  | 'add'
  | 'list'
  | 'calendar'
  | 'availability'
  | 'bookings'
  | 'definitions'
  | 'subscriptions'
  | 'current-plan'
  | 'plans'
  | 'invoice'
  | 'settings'
  | 'security'
  | 'profile'
  | 'sync-logs'
  | 'notification-center'
  | 'faq'
  | 'CMS'
  | 'charts'
  | 'channels'
  | 'admin';

export interface SidebarEntry {
  key: SidebarKey;
  icon: ComponentType;
  /** A leaf's route; a group has children instead. */
  path?: string;
  /** Entries whose feature does not exist yet are not shown. A feature flips its own entry. */
  available: boolean;
  /** Shown to the platform admin only; the screen and the API refuse anyone else. */
  adminOnly?: boolean;
  children?: SidebarEntry[];
}

export const sidebarEntries: readonly SidebarEntry[] = [
  { key: 'dashboard', icon: DashboardOutlined, path: '/dashboard', available: true },
  {
    key: 'properties',
    icon: HomeOutlined,
    available: true,
    children: [
      { key: 'add', icon: PlusOutlined, path: '/properties/new', available: true },
      { key: 'list', icon: UnorderedListOutlined, path: '/properties', available: true },
    ],
  },
  {
    key: 'calendar',
    icon: CalendarOutlined,
    available: true,
    children: [
      { key: 'availability', icon: ScheduleOutlined, path: '/calendar', available: true },
      { key: 'bookings', icon: SolutionOutlined, path: '/bookings', available: true },
    ],
  },
  { key: 'definitions', icon: BookOutlined, path: '/definitions', available: true },
  {
    key: 'subscriptions',
    icon: CreditCardOutlined,
    available: true,
    children: [
      { key: 'current-plan', icon: ProfileOutlined, path: '/subscriptions', available: true },
      { key: 'plans', icon: AppstoreOutlined, path: '/subscriptions/plans', available: true },
      { key: 'invoice', icon: FileTextOutlined, path: '/subscriptions/invoices', available: true },
    ],
  },
  {
    key: 'settings',
    icon: SettingOutlined,
    available: true,
    children: [
      { key: 'profile', icon: UserOutlined, path: '/profile', available: false },
      { key: 'security', icon: LockOutlined, path: '/settings/security', available: true },
      { key: 'sync-logs', icon: SyncOutlined, path: '/sync-logs', available: true },
      {
        key: 'notification-center',
        icon: BellOutlined,
        path: '/notification-center',
        available: true,
      },
    ],
  },
  { key: 'faq', icon: QuestionCircleOutlined, path: '/faq', available: true },
  { key: 'CMS', icon: FormOutlined, path: '/cms', available: true },
  { key: 'charts', icon: LineChartOutlined, path: '/charts', available: true },
  { key: 'channels', icon: ApiOutlined, path: '/channels', available: true },
  { key: 'admin', icon: FormOutlined, path: '/admin', available: true, adminOnly: true },
];

/**
 * The available entries (the admin's only for an admin); a group shows when it is available
 * and has a visible child.
 */
export function visibleEntries(entries: readonly SidebarEntry[], isAdmin = false): SidebarEntry[] {
  return entries.flatMap((entry) => {
    if (!entry.available || (entry.adminOnly === true && !isAdmin)) return [];
    if (entry.children === undefined) return [entry];
    const children = visibleEntries(entry.children, isAdmin);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The entry whose path is the longest prefix of the current path. */
export function activeEntryKey(
  entries: readonly SidebarEntry[],
  pathname: string,
): SidebarKey | undefined {
  let best: { key: SidebarKey; length: number } | undefined;
  const visit = (list: readonly SidebarEntry[]): void => {
    for (const entry of list) {
      const { path } = entry;
      const matches = path !== undefined && (pathname === path || pathname.startsWith(`${path}/`));
      if (matches && (best === undefined || path.length > best.length)) {
        best = { key: entry.key, length: path.length };
      }
      if (entry.children !== undefined) visit(entry.children);
    }
  };
  visit(entries);
  return best?.key;
}

/** The groups that hold the entry, outermost first: the menu opens them. */
export function groupKeysOf(entries: readonly SidebarEntry[], key: SidebarKey): SidebarKey[] {
  for (const entry of entries) {
    if (entry.key === key) return [];
    if (entry.children === undefined) continue;
    const inner = groupKeysOf(entry.children, key);
    if (inner.length > 0 || entry.children.some((child) => child.key === key)) {
      return [entry.key, ...inner];
    }
  }
  return [];
}
