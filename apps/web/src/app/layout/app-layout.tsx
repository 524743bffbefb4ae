import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import '../dayjs-language';
// zod (configured first) comes with the signed-in shell: its screens validate and read
// answers with the shared schemas. The sign-in screens fetch it when a form is checked.
import '../zod-config';
import { createQueryClient } from '../query-client';
import { useRealtime } from '../realtime';
import { DEFAULT_REDIRECT_PATH } from '../redirect-path';
import { useLanguage } from '../use-language';
import { borderColor } from '../theme';
import { useMinWidth } from '../use-min-width';
import { AppHeader } from './app-header';
import { SidebarMenu } from './sidebar-menu';
import { useInactivityLogout } from './use-inactivity-logout';
import { useLogout } from './use-logout';

const SIDEBAR_WIDTH = 256;

const SidebarDrawer = lazy(() => import('./sidebar-drawer'));

function SidebarBrand() {
  return (
    <Link
      to={DEFAULT_REDIRECT_PATH}
      style={{ display: 'flex', justifyContent: 'center', padding: '20px 16px 12px' }}
    >
      <Logo size={40} />
    </Link>
  );
}

/**
 * The signed-in shell, with TanStack Query's client for its screens: the cache lives while
 * the user is signed in, and a sign-out (which leaves the shell) drops it with the shell.
 */
export function AppLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}

/** Sidebar (a drawer below the large breakpoint), header, content. */
function AppShell() {
  const logout = useLogout();
  useInactivityLogout(logout);
  // The real-time connection lives with the signed-in shell (spec §4).
  useRealtime();
  const { direction } = useLanguage();
  const large = useMinWidth('lg');
  const medium = useMinWidth('md');
  const wide = useMinWidth('sm');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const closeDrawer = (): void => setDrawerOpen(false);
  const openDrawer = (): void => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={large}>
      {large ? (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          theme="light"
          data-testid="sidebar"
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            borderInlineEnd: `1px solid ${borderColor}`,
          }}
        >
          <SidebarBrand />
          <SidebarMenu />
        </Layout.Sider>
      ) : (
        // Drawn from the first time the menu is asked for, then kept for its closing motion.
        drawerWanted && (
          <Suspense fallback={null}>
            <SidebarDrawer
              open={drawerOpen}
              onClose={closeDrawer}
              placement={direction === 'rtl' ? 'right' : 'left'}
              width={Math.min(SIDEBAR_WIDTH + 24, 320)}
            >
              <SidebarBrand />
              <SidebarMenu onNavigate={closeDrawer} />
            </SidebarDrawer>
          </Suspense>
        )
      )}
      <Layout style={{ minWidth: 0 }}>
        <AppHeader onLogout={logout} onOpenMenu={large ? undefined : openDrawer} />
        <Layout.Content
          data-testid="app-content"
          style={{ padding: medium ? 24 : wide ? 16 : 12, minWidth: 0 }}
        >
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
