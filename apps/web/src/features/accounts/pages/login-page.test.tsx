import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function VerifyMfaProbe() {
  const { state } = useLocation();
  return <p data-testid="verify-mfa">{JSON.stringify(state)}</p>;
}

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/verify-mfa', element: <VerifyMfaProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('LoginPage', () => {
  it('asks for a valid e-mail and a password before calling the API', async () => {
    renderLogin();
    fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the credentials and shows the refusal inline, translated by code', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { code: 'INVALID_CREDENTIALS', error: 'Unauthorized', message: 'x' }),
    );
    renderLogin();
    fillAndSubmit('  Sara@Example.SA ', 'Secret#123');
    expect((await screen.findByTestId('login-error')).textContent).toContain('Invalid Password');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'sara@example.sa',
      password: 'Secret#123',
      captchaValue: '',
      remember: false,
    });
  });

  it('goes to /verify-mfa with the e-mail when a second factor is required', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        data: { user: { email: 'sara@example.sa' }, mfaRequired: true, mfaChallenge: 'c1' },
      }),
    );
    renderLogin();
    fillAndSubmit('sara@example.sa', 'Secret#123');
    const probe = await screen.findByTestId('verify-mfa');
    expect(JSON.parse(probe.textContent ?? '{}')).toEqual({
      email: 'sara@example.sa',
      challenge: 'c1',
    });
    await waitFor(() => expect(sessionStorage.getItem('pendingMfaEmail')).toBe('sara@example.sa'));
  });

  it('shows a known error code that Google sign-in sent back', async () => {
    renderLogin('/login?error=GOOGLE_SIGN_IN_FAILED');
    expect((await screen.findByTestId('login-error')).textContent).toContain('Login failed');
  });

  it('ignores an unknown error text in the URL', () => {
    renderLogin('/login?error=Call%20this%20number');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });
});
