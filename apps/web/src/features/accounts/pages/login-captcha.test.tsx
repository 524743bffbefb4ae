import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AltchaWidgetProps } from '../components/altcha-widget';
import { fill, postedTo, renderAt, serveApi, type ApiRoutes } from '../testing';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();
const widgetReset = vi.fn();

// The real widget solves a proof of work in a Web Worker (the browser tests run it); here a
// button stands in for a solved challenge.
vi.mock('../components/altcha-widget', () => ({
  AltchaWidget: ({ challengeUrl, onChange, ref }: AltchaWidgetProps) => {
    useImperativeHandle(ref, () => ({ reset: widgetReset }));
    return (
      <button
        type="button"
        data-testid="fake-captcha"
        onClick={() => onChange(`solved:${challengeUrl}`)}
      >
        solve
      </button>
    );
  },
}));

const altcha = {
  'GET /auth/options': [
    200,
    {
      data: {
        google: false,
        captcha: { provider: 'altcha', challengeUrl: '/api/v1/auth/captcha/challenge' },
        resendCooldownSeconds: 60,
      },
    },
  ],
} satisfies ApiRoutes;

function renderLogin(routes: ApiRoutes) {
  serveApi(fetchMock, { ...altcha, ...routes });
  renderAt([{ path: '/login', element: <LoginPage /> }], { pathname: '/login' });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('LoginPage with the ALTCHA captcha', { timeout: 15_000 }, () => {
  it('waits for the captcha, sends its payload, and asks for a new one after a refusal', async () => {
    renderLogin({
      'POST /auth/login': [401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }],
    });
    const solve = await screen.findByTestId('fake-captcha');
    fill('login-email', 'sara@example.sa');
    fill('login-password', 'Secret#123');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeTruthy();
    expect(postedTo(fetchMock, '/auth/login')).toEqual([]);

    fireEvent.click(solve);
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-error');
    expect(postedTo(fetchMock, '/auth/login')).toEqual([
      {
        email: 'sara@example.sa',
        password: 'Secret#123',
        captchaValue: 'solved:/api/v1/auth/captcha/challenge',
        remember: false,
      },
    ]);
    expect(widgetReset).toHaveBeenCalledTimes(1);

    // A payload is accepted once: the next attempt needs a new solution.
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeTruthy();
    await waitFor(() => expect(postedTo(fetchMock, '/auth/login')).toHaveLength(1));
  });
});
