import { API_BASE } from '../../app/api-client';
import { ApiError, type ApiFieldIssue } from '../../app/api-error';
import { NETWORK_ERROR_MESSAGE, pickFailureText } from '../../app/api-failure';
import { reportFailure } from '../../app/report-failure';
import { localStorageKeys } from '../../app/storage-keys';

export interface UploadOptions {
  /** Called with the share of the file sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts one file as the multipart field `file` and resolves with the answer's `data`. It uses
 * XMLHttpRequest because fetch reports no upload progress. The failure is not toasted (the
 * upload list shows it), but a 401/403 ends the session as every other call does.
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const url = `${API_BASE}${path}`;
  const token = localStorage.getItem(localStorageKeys.token);
  const form = new FormData();
  form.append('file', file);

  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(readData<T>(answer));
        return;
      }
      const fields = readErrorFields(answer);
      reportFailure(
        {
          status: request.status,
          url,
          body: fields,
          errorMessage: undefined,
          sentToken: token !== null,
        },
        { silent: true, keepSession: false },
      );
      reject(
        new ApiError({
          status: request.status,
          message: pickFailureText({ body: fields, errorMessage: undefined }),
          code: fields.code,
          details: fields.details,
        }),
      );
    };
    request.onerror = () => reject(new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE }));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function readData<T>(answer: unknown): T {
  return (
    typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : undefined
  ) as T;
}

function readErrorFields(answer: unknown): {
  code?: string;
  message?: string;
  error?: string;
  details?: ApiFieldIssue[];
} {
  if (typeof answer !== 'object' || answer === null) return {};
  const record = answer as Record<string, unknown>;
  const text = (key: string): string | undefined =>
    typeof record[key] === 'string' ? record[key] : undefined;
  return {
    code: text('code'),
    message: text('message'),
    error: text('error'),
    details: Array.isArray(record.details) ? (record.details as ApiFieldIssue[]) : undefined,
  };
}
