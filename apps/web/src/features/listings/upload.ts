import { API_BASE } from '../../app/api-client';
import { apiErrorOf, noAnswerError } from '../../app/api-error';
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
      const failure = apiErrorOf(request.status, answer);
      reportFailure(
        failure,
        { url, sentToken: token !== null },
        { silent: true, keepSession: false },
      );
      reject(failure);
    };
    request.onerror = () => reject(noAnswerError());
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
