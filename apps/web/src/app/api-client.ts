import { apiErrorOf, noAnswerError } from './api-error';
import { i18n, toLanguage } from './i18n';
import { reportFailure } from './report-failure';
import { localStorageKeys } from './storage-keys';

export const API_BASE = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** No toast for this call's failure: the screen shows it inline. */
  silent?: boolean;
  /** A 401/403 does not end the session (the logout call, whose token may be gone already). */
  keepSession?: boolean;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Headers of this call (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function apiGet<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('POST', path, body, options);
}

export function apiPut<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('PUT', path, body, options);
}

export function apiPatch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('PATCH', path, body, options);
}

export function apiDelete<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('DELETE', path, undefined, options);
}

/** Paging of a list answer (`meta` beside `data`). */
export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

/** A GET of a list endpoint: its `data` and its paging `meta`. */
export async function apiGetPage<T>(
  path: string,
  options?: ApiRequestOptions,
): Promise<{ data: T[]; meta: PageMeta }> {
  const answer = await apiAnswer('GET', path, undefined, options);
  const data = readData<T[] | undefined>(answer) ?? [];
  const meta =
    typeof answer === 'object' && answer !== null && 'meta' in answer
      ? (answer.meta as PageMeta)
      : { page: 1, pageSize: data.length, total: data.length };
  return { data, meta };
}

/**
 * Calls `/api/v1<path>` and resolves with the answer's `data`. The stored token goes only in
 * the Authorization header. There is no timeout (spec §7); a caller may pass a signal.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  return readData<T>(await apiAnswer(method, path, body, options));
}

/** A file the API answers with (an invoice's PDF): its bytes and the name the server gave it. */
export interface ApiFile {
  blob: Blob;
  /** From the answer's `Content-Disposition`, or null when it names none. */
  filename: string | null;
}

/**
 * A GET of a file, with the same stored token in the Authorization header (never in the URL)
 * and the same handling of failures as every other call.
 */
export async function apiGetFile(path: string, options: ApiRequestOptions = {}): Promise<ApiFile> {
  const response = await apiFetch('GET', path, undefined, options, '*/*');
  return { blob: await response.blob(), filename: filenameOf(response) };
}

/** `attachment; filename="INV-2026-000001.pdf"` → `INV-2026-000001.pdf`. */
function filenameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/** The whole JSON answer of a successful call; a failure is reported and thrown. */
async function apiAnswer(
  method: Method,
  path: string,
  body: unknown,
  options: ApiRequestOptions = {},
): Promise<unknown> {
  return readJson(await apiFetch(method, path, body, options, 'application/json'));
}

/** The answer of a successful call; a failure is reported and thrown. */
async function apiFetch(
  method: Method,
  path: string,
  body: unknown,
  options: ApiRequestOptions,
  accept: string,
): Promise<Response> {
  const url = buildUrl(path, options.query);
  const token = localStorage.getItem(localStorageKeys.token);
  const headers = new Headers({ ...options.headers, Accept: accept });
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  // The server writes e-mails (codes, notices) in the interface language.
  headers.set('Accept-Language', toLanguage(i18n.language));
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const report = { silent: options.silent ?? false, keepSession: options.keepSession ?? false };
  const sentToken = token !== null;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal: options.signal });
  } catch (cause) {
    // A cancelled request (a query that is no longer wanted) is not a failure to report.
    if (options.signal?.aborted) throw cause;
    const failure = noAnswerError();
    reportFailure(failure, { url, sentToken }, report);
    throw failure;
  }

  if (response.ok) return response;

  const failure = apiErrorOf(response.status, await readJson(response));
  reportFailure(failure, { url, sentToken }, report);
  throw failure;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (query === undefined) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function readData<T>(answer: unknown): T {
  if (typeof answer === 'object' && answer !== null && 'data' in answer) {
    return answer.data as T;
  }
  return undefined as T;
}
