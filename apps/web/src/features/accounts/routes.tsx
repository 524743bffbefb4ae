import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

// Each screen is a chunk of its own, fetched when its route matches.

/** The auth screens (spec §2), shown signed out inside the auth layout (`authPaths`). */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
  {
    path: '/signup',
    lazy: async () => ({ Component: (await import('./pages/signup-page')).SignupPage }),
  },
  {
    path: '/verify-email',
    lazy: async () => ({ Component: (await import('./pages/verify-email-page')).VerifyEmailPage }),
  },
  {
    path: '/verify-mfa',
    lazy: async () => ({ Component: (await import('./pages/verify-mfa-page')).VerifyMfaPage }),
  },
  {
    path: '/forget-password',
    lazy: async () => ({
      Component: (await import('./pages/forget-password-page')).ForgetPasswordPage,
    }),
  },
  {
    path: '/set-password',
    lazy: async () => ({ Component: (await import('./pages/set-password-page')).SetPasswordPage }),
  },
];

/** The signed-in screens of the account: its profile and its security settings. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/profile',
    // Its texts come with its chunk: the signed-in layout does not download them.
    lazy: async () => {
      const [{ ProfilePage }] = await Promise.all([
        import('./pages/profile-page'),
        loadNamespaces(['profile']),
      ]);
      return { Component: ProfilePage };
    },
  },
  {
    path: '/settings/security',
    lazy: async () => ({ Component: (await import('./pages/security-page')).SecurityPage }),
  },
];
