import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-error';
import { setToastApi } from '../../app/toast';
import { uploadFile } from './upload';

/** A stand-in for XMLHttpRequest that the test answers by hand. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  setToastApi({ error: vi.fn(), success: vi.fn(), info: vi.fn() });
  localStorage.setItem('token', 'tok-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('posts the file as `file` with the Bearer token and reports its progress', async () => {
    const onProgress = vi.fn();
    const file = new File(['x'], 'room.jpg', { type: 'image/jpeg' });
    const done = uploadFile<{ id: string }>('/properties/p1/photos', file, { onProgress });
    const request = FakeRequest.last!;

    request.progress(50, 200);
    request.progress(200, 200);
    request.answer(201, { data: { id: 'photo-1' } });

    await expect(done).resolves.toEqual({ id: 'photo-1' });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/properties/p1/photos');
    expect(request.headers.Authorization).toBe('Bearer tok-1');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('rejects with the API error and its details', async () => {
    const done = uploadFile(
      '/uploads/building-photo',
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    FakeRequest.last!.answer(400, {
      code: 'VALIDATION_FAILED',
      message: 'Image must be at least 1024x768 px',
      details: [{ path: 'body.file', message: 'Image must be at least 1024x768 px' }],
    });

    const error = await done.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Image must be at least 1024x768 px',
    });
  });
});
