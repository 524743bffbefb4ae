import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiGetPage, apiPost } from './api-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { setNavigator } from './navigation';
import { sessionStore } from './session';
import { setToastApi } from './toast';

const toastError = vi.fn();
const navigate = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function signIn(): void {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', firstName: 'Sara' }));
  localStorage.setItem('i18nextLng', 'en');
  sessionStore.reload();
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ error: toastError, success: vi.fn(), info: vi.fn() });
  setNavigator(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('api client', () => {
  it('resolves a list answer with its data and paging meta', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { data: [{ id: 'p1' }], meta: { page: 2, pageSize: 1, total: 5 } }),
    );

    await expect(apiGetPage('/listings', { query: { page: 2 } })).resolves.toEqual({
      data: [{ id: 'p1' }],
      meta: { page: 2, pageSize: 1, total: 5 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/listings?page=2');
  });

  it('resolves with the data of the answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 'p1' } }));
    await expect(apiGet<{ id: string }>('/properties/p1')).resolves.toEqual({ id: 'p1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/properties/p1');
  });

  it('sends the stored token only as a Bearer header, never in the URL', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(200, { data: null }));
    await apiGet('/user/me', { query: { page: 2, q: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/me?page=2');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('names the interface language, so mails come in it', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: {} }));
    await i18n.changeLanguage('en');
    await apiGet('/user/me');
    await i18n.changeLanguage('ar');
    await apiGet('/user/me');
    const sent = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Accept-Language'),
    );
    expect(sent).toEqual(['en', 'ar']);
  });

  it('sends a call’s own headers (an Idempotency-Key) beside the token', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(201, { data: {} }));
    await apiPost('/bookings', {}, { headers: { 'Idempotency-Key': 'key-1' } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { ok: true } }));
    await apiPost('/auth/login', { email: 'a@b.co' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('on 401 empties localStorage but keeps the language, goes to / and shows the toast', async () => {
    signIn();
    sessionStorage.setItem('redirectPath', '/properties');
    fetchMock.mockResolvedValue(
      answer(401, { statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized', message: 'x' }),
    );
    await expect(apiGet('/properties')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(toastError).toHaveBeenCalledWith('Your session has ended. Please log in again.');
  });

  it('treats 403 like 401', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(403, { code: 'FORBIDDEN', message: 'No' }));
    await expect(apiGet('/x')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('translates the toast into the current language', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(answer(404, { code: 'NOT_FOUND', message: 'Route not found' }));
    await expect(apiGet('/missing')).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledWith('غير موجود');
  });

  it('never shows the English of an answer: a body without a known code is told by its status', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(answer(409, { message: 'Something specific' }));
    await expect(apiGet('/x')).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Something specific',
    });
    expect(toastError).toHaveBeenCalledWith('حدث خطأ. يرجى المحاولة مرة أخرى.');
  });

  it('reads the field issues of a refusal with their message keys', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(
      answer(400, {
        code: 'VALIDATION_FAILED',
        message: 'Maximum 80 characters allowed',
        details: [{ path: 'body.name', code: 'max80', message: 'Maximum 80 characters allowed' }],
      }),
    );
    await expect(apiPost('/x', {})).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.name', code: 'max80' }],
    });
    expect(toastError).toHaveBeenCalledWith('الحد الأقصى 80 حرفًا');
  });

  it('keeps the session on a business refusal (402 of a subscription)', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      answer(402, {
        code: 'SUBSCRIPTION_MISSING',
        message: "You don't have subscription. Subscribe To a Plan first.",
      }),
    );
    await expect(apiPost('/properties', {})).rejects.toMatchObject({ status: 402 });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith(
      "You don't have subscription. Subscribe To a Plan first.",
    );
  });

  it('shows the arrival-instructions message for arrival instruction failures', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { message: 'arrivalInstructions.0 must not be empty' }),
    );
    await expect(apiPost('/x', {})).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledWith('Add at least one arrival instruction.');
  });

  it('shows no toast for a silent call but still throws', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { code: 'UNAUTHORIZED', message: 'Invalid credentials' }),
    );
    await expect(apiPost('/auth/login', {}, { silent: true })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    });
    expect(toastError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the call asks so (logout itself)', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(401, { code: 'UNAUTHORIZED', message: 'x' }));
    await expect(
      apiPost('/auth/logout', undefined, { silent: true, keepSession: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows no toast for reCAPTCHA failures and inbox thread messages', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, { message: 'reCAPTCHA failed. Please try again.' }),
    );
    await expect(apiPost('/auth/signup', {})).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(answer(500, { message: 'boom' }));
    await expect(
      apiPost('/inbox/threads/3f2b8c1e-9a4d-4c6e-8f10-2b3c4d5e6f70/message', {}),
    ).rejects.toBeInstanceOf(ApiError);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('reports a network failure as "Network Error."', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x')).rejects.toMatchObject({
      status: 0,
      code: null,
      message: 'Network Error.',
    });
    expect(toastError).toHaveBeenCalledWith('خطأ في الشبكة.');
  });

  it('falls back to UNEXPECTED_ERROR when the answer has no readable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiGet('/x')).rejects.toMatchObject({
      status: 502,
      code: 'UNEXPECTED_ERROR',
      message: 'UNEXPECTED_ERROR',
    });
    expect(toastError).toHaveBeenCalledWith(
      'Oops! Something went wrong. If the problem persists, contact support.',
    );
  });
});
