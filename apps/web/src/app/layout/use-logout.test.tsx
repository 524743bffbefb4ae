import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireSession } from '../route-guards';
import { sessionStore } from '../session';
import { setToastApi } from '../toast';
import { useLogout } from './use-logout';

const toastSuccess = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      logout
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSignedIn() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        element: <RequireSession />,
        children: [{ path: '/dashboard', element: <LogoutButton /> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  setToastApi({ error: vi.fn(), success: toastSuccess, info: vi.fn() });
  localStorage.setItem('token', 'tok-9');
  localStorage.setItem('user', JSON.stringify({ firstName: 'Sara' }));
  localStorage.setItem('i18nextLng', 'en');
  sessionStorage.setItem('redirectPath', '/properties');
  sessionStorage.setItem('pendingMfaEmail', 'sara@example.sa');
  sessionStore.reload();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('useLogout', () => {
  it('empties both storages but the language, goes to /login and confirms', async () => {
    renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect({ ...localStorage }).toEqual({ i18nextLng: 'en' });
    expect({ ...sessionStorage }).toEqual({});
    expect(sessionStore.getState().token).toBeNull();
    expect(toastSuccess).toHaveBeenCalledWith('You have been logged out');
  });

  it('asks the server to forget the token', async () => {
    renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    await screen.findByTestId('where');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-9');
  });
});
