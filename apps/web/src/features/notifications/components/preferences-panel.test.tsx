import {
  defaultKindPreferences,
  type KindPreferences,
  type NotificationPreferences,
} from '@nuzul/shared/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastApi } from '../../../app/toast';
import { NoResizeObserver, renderNotifications, serveApi } from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  setToastApi(toasts);
});

afterEach(() => {
  setToastApi(null);
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const off = { email: false, sms: false, push: false };

/** Only bookings by e-mail left on. */
const lastKind: KindPreferences = {
  booking: { email: true, sms: false, push: false },
  payment: off,
  sync: off,
  mfa: off,
};

const switchOf = (kind: string, channel: string) =>
  screen.getByTestId(`preference-${kind}-${channel}`);

async function openPreferences(preferences: NotificationPreferences, routes = {}) {
  serveApi(fetchMock, {
    'GET /notifications': [200, { data: [], meta: { unreadCount: 0, nextCursor: null } }],
    'GET /notifications/preferences': [200, { data: preferences }],
    ...routes,
  });
  renderNotifications('/notification-center?tab=preferences');
  return screen.findByTestId('preferences-table', {}, { timeout: 15_000 });
}

describe('PreferencesPanel', { timeout: 20_000 }, () => {
  it('shows kinds × e-mail, SMS and push, SMS disabled with "No SMS provider configured" when none is configured', async () => {
    const table = await openPreferences({ kinds: defaultKindPreferences(), smsAvailable: false });
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Type',
      'E-mail',
      'SMS',
      'Push',
    ]);
    expect([...table.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual([
      'Bookings',
      'Payments',
      'Sync status',
      'Two-factor authentication',
    ]);
    for (const kind of ['booking', 'payment', 'sync', 'mfa']) {
      expect(switchOf(kind, 'sms').hasAttribute('disabled')).toBe(true);
      expect(switchOf(kind, 'sms').getAttribute('aria-checked')).toBe('false');
      expect(switchOf(kind, 'email').hasAttribute('disabled')).toBe(false);
    }
    expect(screen.getByTestId('preferences-no-sms').textContent).toBe(
      'SMS: No SMS provider configured',
    );
    expect(switchOf('payment', 'push').getAttribute('aria-label')).toBe('Payments by Push');
  });

  it('lets SMS be switched when a provider is configured', async () => {
    await openPreferences({ kinds: defaultKindPreferences(), smsAvailable: true });
    expect(switchOf('booking', 'sms').hasAttribute('disabled')).toBe(false);
    expect(switchOf('booking', 'sms').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('preferences-no-sms')).toBeNull();
  });

  it('saves every switch when one is changed', async () => {
    const saved: unknown[] = [];
    const kinds = defaultKindPreferences();
    await openPreferences(
      { kinds, smsAvailable: false },
      {
        'PUT /notifications/preferences': ({ body }: { body: { kinds: KindPreferences } }) => {
          saved.push(body);
          return [200, { data: { kinds: body.kinds, smsAvailable: false } }];
        },
      },
    );
    fireEvent.click(switchOf('payment', 'email'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      kinds: { ...kinds, payment: { email: false, sms: true, push: true } },
    });
    await waitFor(() =>
      expect(switchOf('payment', 'email').getAttribute('aria-checked')).toBe('false'),
    );
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('refuses to switch off the last enabled kind: its switch is disabled with the rule', async () => {
    await openPreferences({ kinds: lastKind, smsAvailable: false });
    expect(switchOf('booking', 'email').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('booking', 'email').hasAttribute('disabled')).toBe(true);
    expect(switchOf('booking', 'push').hasAttribute('disabled')).toBe(false);
    expect(switchOf('payment', 'email').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('preferences-last-kind').textContent).toBe(
      'Keep at least one notification type enabled',
    );
  });

  it('counts an SMS switch that is on only when SMS can be sent', async () => {
    // Payments by SMS is on, but without a provider it delivers nothing: bookings is the last.
    const kinds = { ...lastKind, payment: { email: false, sms: true, push: false } };
    await openPreferences({ kinds, smsAvailable: false });
    expect(switchOf('booking', 'email').hasAttribute('disabled')).toBe(true);
  });

  it('says "Failed to update settings" when the server refuses, and shows what it kept', async () => {
    await openPreferences(
      { kinds: defaultKindPreferences(), smsAvailable: false },
      {
        'PUT /notifications/preferences': [
          500,
          { code: 'UNEXPECTED_ERROR', message: 'Something went wrong' },
        ],
      },
    );
    fireEvent.click(switchOf('sync', 'push'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to update settings'));
    expect(toasts.error).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(switchOf('sync', 'push').getAttribute('aria-checked')).toBe('true'));
  });

  it('sends a test mail and says where it went', async () => {
    await openPreferences(
      { kinds: defaultKindPreferences(), smsAvailable: false },
      { 'POST /notifications/test-mail': [200, { data: { email: 'sara@example.com' } }] },
    );
    const button = screen.getByTestId('send-test-mail');
    expect(button.textContent).toBe('Send test mail');
    fireEvent.click(button);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Test e-mail sent to sara@example.com'),
    );
  });

  it('tells the test mail limit (3 per 10 minutes) when it is reached', async () => {
    await openPreferences(
      { kinds: defaultKindPreferences(), smsAvailable: false },
      {
        'POST /notifications/test-mail': [
          429,
          { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait and try again.' },
        ],
      },
    );
    fireEvent.click(screen.getByTestId('send-test-mail'));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'You can send 3 test e-mails every 10 minutes. Please try again later.',
      ),
    );
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });

  it('says "Failed to fetch data" when the preferences do not load, and tries again', async () => {
    serveApi(fetchMock, {
      'GET /notifications/preferences': [500, { code: 'UNEXPECTED_ERROR', message: 'x' }],
    });
    renderNotifications('/notification-center?tab=preferences');
    expect(
      (await screen.findByTestId('preferences-error', {}, { timeout: 15_000 })).textContent,
    ).toContain('Failed to fetch data');
    serveApi(fetchMock, {
      'GET /notifications/preferences': [
        200,
        { data: { kinds: defaultKindPreferences(), smsAvailable: true } },
      ],
    });
    fireEvent.click(screen.getByTestId('preferences-error-retry'));
    expect(await screen.findByTestId('preferences-table')).toBeTruthy();
  });
});
