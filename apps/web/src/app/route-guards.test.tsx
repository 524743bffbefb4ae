import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { GuestOnly, RequireSession, RootRedirect, SessionGate } from './route-guards';
import { sessionStore } from './session';

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${name} ${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <SessionGate />,
        children: [
          { path: '/', element: <RootRedirect /> },
          {
            element: <GuestOnly />,
            children: [{ path: '/login', element: <Where name="login" /> }],
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <Outlet />,
                children: [
                  { path: '/dashboard', element: <Where name="dashboard" /> },
                  { path: '*', element: <Where name="app" /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

function signIn(): void {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ firstName: 'Sara' }));
  sessionStore.reload();
}

function signOut(): void {
  sessionStore.reload();
}

describe('route rules (spec §2)', () => {
  it('sends a signed-out visitor of / to /login and remembers /', async () => {
    signOut();
    renderAt('/');
    expect((await screen.findByTestId('where')).textContent).toBe('login /login');
    expect(sessionStorage.getItem('redirectPath')).toBe('/');
  });

  it('sends a signed-in visitor of / to the saved redirect path', async () => {
    signIn();
    sessionStorage.setItem('redirectPath', '/properties?tab=all');
    renderAt('/');
    expect((await screen.findByTestId('where')).textContent).toBe('app /properties?tab=all');
  });

  it('sends a signed-in visitor of / to /dashboard by default', async () => {
    signIn();
    renderAt('/');
    expect((await screen.findByTestId('where')).textContent).toBe('dashboard /dashboard');
  });

  it('shows /login to a signed-out visitor', async () => {
    signOut();
    renderAt('/login');
    expect((await screen.findByTestId('where')).textContent).toBe('login /login');
    expect(sessionStorage.getItem('redirectPath')).toBeNull();
  });

  it('bounces a signed-in visitor of /login to the redirect path', async () => {
    signIn();
    renderAt('/login');
    expect((await screen.findByTestId('where')).textContent).toBe('dashboard /dashboard');
  });

  it('saves any other path with its query and sends a signed-out visitor to /login', async () => {
    signOut();
    renderAt('/bookings?filter=past');
    expect((await screen.findByTestId('where')).textContent).toBe('login /login');
    expect(sessionStorage.getItem('redirectPath')).toBe('/bookings?filter=past');
  });

  it('shows the application to a signed-in user', async () => {
    signIn();
    renderAt('/bookings');
    expect((await screen.findByTestId('where')).textContent).toBe('app /bookings');
  });

  it('counts a token without a stored user as signed in', async () => {
    localStorage.setItem('token', 'tok');
    sessionStore.reload();
    renderAt('/dashboard');
    expect((await screen.findByTestId('where')).textContent).toBe('dashboard /dashboard');
  });
});
