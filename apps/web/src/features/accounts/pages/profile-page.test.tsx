import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastApi } from '../../../app/toast';
import { fill, renderAt, serveApi, type ApiRoutes } from '../testing';
import { ProfilePage } from './profile-page';

const fetchMock = vi.fn<typeof fetch>();
const toast = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
const user = {
  id: '9b2b0c43-2b4f-4f43-9f0e-2a3f2f1f6c11',
  email: 'sara@example.sa',
  firstName: 'Sara',
  lastName: 'Alharbi',
  language: 'en',
  emailVerified: true,
  mfaEnabled: false,
  mfaEnrolled: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  address: null,
  countryCode: 'AE',
  regionId: null,
  cityId: null,
  regionName: 'Dubai',
  cityName: null,
  postCode: null,
  birthday: null,
  mobile: null,
  about: null,
  nationality: null,
  accountStatus: 'active',
  notifications: { push: true, sms: true, email: true },
  pictureUrls: null,
};

function renderPage(routes: ApiRoutes) {
  serveApi(fetchMock, {
    'GET /user/me': [200, { data: user }],
    'GET /definitions': [200, { data: { items: [] } }],
    ...routes,
  });
  renderAt(
    [
      {
        path: '/profile',
        element: (
          <ConfigProvider theme={{ token: { motion: false } }}>
            <ProfilePage />
          </ConfigProvider>
        ),
      },
    ],
    { pathname: '/profile' },
  );
}

const puts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/v1/user/profile' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const save = () => fireEvent.click(screen.getByTestId('profile-save'));

/** jsdom has no ResizeObserver; antd's text area and selects observe their size. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  setToastApi(toast);
  localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  localStorage.clear();
});

describe('ProfilePage', { timeout: 15_000 }, () => {
  it('unchanged: "No changes to save." and nothing is sent', async () => {
    renderPage({});
    await screen.findByTestId('profile-form');
    save();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('No changes to save.'));
    expect(puts()).toEqual([]);
  });

  it('saves the changes, says so and refreshes the stored user', async () => {
    renderPage({
      'PUT /user/profile': (body) => [200, { data: { ...user, ...(body as object) } }],
    });
    await screen.findByTestId('profile-form');
    fill('profile-first-name', 'Noura');
    fill('profile-mobile', '+966 50 123 4567');
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated'));
    expect(puts()).toEqual([
      expect.objectContaining({
        firstName: 'Noura',
        mobile: '+966501234567',
        countryCode: 'AE',
        regionName: 'Dubai',
        regionId: null,
      }),
    ]);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ firstName: 'Noura' });
  });

  it('a refused or failed save: "Profile update failed!" (with its "!")', async () => {
    renderPage({ 'PUT /user/profile': [500, { code: 'UNEXPECTED_ERROR', message: 'x' }] });
    await screen.findByTestId('profile-form');
    fill('profile-last-name', 'Alqahtani');
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Profile update failed!'));
    expect(screen.getByTestId('profile-failure').textContent).toContain('Profile update failed!');
  });

  it('the shared rules hold in the form: names required, mobile 7 to 15 digits', async () => {
    renderPage({});
    await screen.findByTestId('profile-form');
    fill('profile-first-name', ' ');
    fill('profile-mobile', '123456');
    save();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(await screen.findByText('Phone must be 7 to 15 digits with an optional +')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('shows the account status read-only, the notification switches and two-factor', async () => {
    renderPage({});
    expect((await screen.findByTestId('profile-account-status')).textContent).toBe('Active');
    expect(screen.getByTestId('notify-email').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('two-factor-card')).toBeTruthy();
  });
});
