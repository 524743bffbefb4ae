import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastApi } from '../../../app/toast';
import type { AltchaWidgetProps } from '../components/altcha-widget';
import { fill, postedTo, renderAt, serveApi, type ApiRoutes } from '../testing';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

const fetchMock = vi.fn<typeof fetch>();
const widgetReset = vi.fn();
const widgetSolve = vi.fn();
/** Presses waiting for the proof of work, as the real widget keeps them. */
let waiting: ((payload: string | null) => void)[] = [];

function finishSolving(payload: string | null): void {
  for (const resolve of waiting) resolve(payload);
  waiting = [];
}

// The real widget solves a proof of work in a Web Worker (the browser tests run it); here
// buttons stand in for a solution found and for a widget that could not solve.
vi.mock('../components/altcha-widget', () => ({
  AltchaWidget: ({ challengeUrl, onChange, ref }: AltchaWidgetProps) => {
    useImperativeHandle(ref, () => ({
      reset: widgetReset,
      solve: () => {
        widgetSolve();
        return new Promise<string | null>((resolve) => waiting.push(resolve));
      },
    }));
    return (
      <>
        <button
          type="button"
          data-testid="fake-captcha-solved"
          onClick={() => {
            onChange(`solved:${challengeUrl}`);
            finishSolving(`solved:${challengeUrl}`);
          }}
        >
          solved
        </button>
        <button type="button" data-testid="fake-captcha-failed" onClick={() => finishSolving(null)}>
          failed
        </button>
      </>
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

const payload = 'solved:/api/v1/auth/captcha/challenge';

function isLoading(testId: string): boolean {
  return screen.getByTestId(testId).classList.contains('ant-btn-loading');
}

/** One press of the submit button, once the captcha's stand-in is on the screen. */
async function pressOnce(testId: string): Promise<void> {
  await screen.findByTestId('captcha');
  await waitFor(() => expect(isLoading(testId)).toBe(false));
  fireEvent.click(screen.getByTestId(testId));
  await waitFor(() => expect(widgetSolve).toHaveBeenCalled());
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ error: vi.fn(), success: vi.fn(), info: vi.fn() });
  waiting = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('LoginPage with the ALTCHA captcha', { timeout: 15_000 }, () => {
  function renderLogin(routes: ApiRoutes) {
    serveApi(fetchMock, { ...altcha, ...routes });
    renderAt([{ path: '/login', element: <LoginPage /> }], { pathname: '/login' });
  }

  it('solves an unsolved captcha on the first press, then sends its payload', async () => {
    renderLogin({
      'POST /auth/login': [401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }],
    });
    fill('login-email', 'sara@example.sa');
    fill('login-password', 'Secret#123');

    await pressOnce('login-submit');
    // Solving: the button shows it, and nothing is sent yet.
    expect(isLoading('login-submit')).toBe(true);
    expect(postedTo(fetchMock, '/auth/login')).toEqual([]);

    fireEvent.click(screen.getByTestId('fake-captcha-solved'));
    await screen.findByTestId('login-error');
    expect(postedTo(fetchMock, '/auth/login')).toEqual([
      { email: 'sara@example.sa', password: 'Secret#123', captchaValue: payload, remember: false },
    ]);
    // A payload is accepted once: the refusal asks the widget for a new one.
    expect(widgetReset).toHaveBeenCalledTimes(1);
  });

  it('says so and sends nothing when the captcha cannot be solved', async () => {
    renderLogin({});
    fill('login-email', 'sara@example.sa');
    fill('login-password', 'Secret#123');

    await pressOnce('login-submit');
    fireEvent.click(screen.getByTestId('fake-captcha-failed'));

    expect(await screen.findByText('Please confirm that you are not a robot')).toBeTruthy();
    await waitFor(() => expect(isLoading('login-submit')).toBe(false));
    expect(postedTo(fetchMock, '/auth/login')).toEqual([]);
  });

  it('shows a stand-in and fetches no widget until the form is used', async () => {
    renderLogin({});
    const standIn = await screen.findByTestId('captcha');

    expect(standIn.getAttribute('data-state')).toBe('unverified');
    expect(within(standIn).getByRole('checkbox', { name: "I'm not a robot" })).toBeTruthy();
    expect(screen.queryByTestId('fake-captcha-solved')).toBeNull();
  });

  it('brings the widget and starts the check when a field of the form gets the focus', async () => {
    renderLogin({});
    await screen.findByTestId('captcha');

    fireEvent.focusIn(screen.getByTestId('login-email'));

    await screen.findByTestId('fake-captcha-solved');
    await waitFor(() => expect(widgetSolve).toHaveBeenCalledTimes(1));
  });

  it('brings the widget and starts the check when the stand-in is ticked', async () => {
    renderLogin({});
    await screen.findByTestId('captcha');

    fireEvent.click(screen.getByTestId('captcha-start'));

    await screen.findByTestId('fake-captcha-solved');
    await waitFor(() => expect(widgetSolve).toHaveBeenCalledTimes(1));
  });

  it('checks the form before solving: an empty form neither solves nor sends', async () => {
    renderLogin({});
    await screen.findByTestId('captcha');
    await waitFor(() => expect(isLoading('login-submit')).toBe(false));

    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(widgetSolve).not.toHaveBeenCalled();
  });
});

describe('SignupPage with the ALTCHA captcha', { timeout: 15_000 }, () => {
  it('solves an unsolved captcha on the first press, then signs up with its payload', async () => {
    serveApi(fetchMock, {
      ...altcha,
      'POST /auth/signup': [201, { data: { sent: true, resendAfterSeconds: 60 } }],
    });
    renderAt([{ path: '/signup', element: <SignupPage /> }], { pathname: '/signup' });
    fill('signup-first-name', 'Sara');
    fill('signup-last-name', 'Al-Qahtani');
    fill('signup-email', 'sara@example.sa');
    fill('signup-password', 'Dates&Coffee7');
    fill('signup-confirm-password', 'Dates&Coffee7');

    await pressOnce('signup-submit');
    expect(isLoading('signup-submit')).toBe(true);
    expect(postedTo(fetchMock, '/auth/signup')).toEqual([]);

    fireEvent.click(screen.getByTestId('fake-captcha-solved'));
    await waitFor(() =>
      expect(postedTo(fetchMock, '/auth/signup')).toEqual([
        {
          firstName: 'Sara',
          lastName: 'Al-Qahtani',
          email: 'sara@example.sa',
          password: 'Dates&Coffee7',
          captchaValue: payload,
        },
      ]),
    );
  });
});
