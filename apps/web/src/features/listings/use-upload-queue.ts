import { messageKey } from '@nuzul/shared/validation';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../app/api-error';
import { describeFailure, screenFailureText } from '../../app/describe-failure';
import { apiFieldErrors, translateValidation } from '../../components/form/field-errors';
import { precheckImage } from './photo-checks';

export type UploadStatus = 'checking' | 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueuedUpload {
  id: number;
  file: File;
  status: UploadStatus;
  /** 0..1 while uploading. */
  progress: number;
  /** Translated reason of a failure. */
  error?: string;
}

type Action =
  | { type: 'add'; items: QueuedUpload[] }
  | { type: 'update'; id: number; change: Partial<QueuedUpload> }
  | { type: 'remove'; id: number };

function reducer(state: QueuedUpload[], action: Action): QueuedUpload[] {
  switch (action.type) {
    case 'add':
      return [...state, ...action.items];
    case 'update':
      return state.map((item) => (item.id === action.id ? { ...item, ...action.change } : item));
    case 'remove':
      return state.filter((item) => item.id !== action.id);
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

function failureText(error: unknown): string {
  if (!isApiError(error)) return screenFailureText('savePhotos');
  const field = apiFieldErrors(error)[0]?.errors[0];
  return field ?? describeFailure(error);
}

export interface UploadQueueOptions<T> {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  onUploaded: (result: T) => void;
  /** How many more files may be added (the photo count's maximum). */
  room: number;
}

/**
 * Files checked in the browser first (type, size, dimensions), then sent one request at a
 * time, each with its progress. A finished file leaves the queue; a refused one stays with
 * its reason until dismissed.
 */
export function useUploadQueue<T>({ upload, onUploaded, room }: UploadQueueOptions<T>) {
  const [queue, dispatch] = useReducer(reducer, []);
  const nextId = useRef(1);
  const latest = useRef({ upload, onUploaded });
  useEffect(() => {
    latest.current = { upload, onUploaded };
  });

  const pending = queue.filter((item) => item.status !== 'failed' && item.status !== 'done').length;

  const add = useCallback(
    (files: File[]) => {
      const free = Math.max(0, room - pending);
      const items = files.map((file, index): QueuedUpload => {
        const id = nextId.current++;
        return index < free
          ? { id, file, status: 'checking', progress: 0 }
          : {
              id,
              file,
              status: 'failed',
              progress: 0,
              error: translateValidation(messageKey('photoCountTooHigh')),
            };
      });
      dispatch({ type: 'add', items });
      for (const item of items) {
        if (item.status !== 'checking') continue;
        void precheckImage(item.file).then((problem) =>
          dispatch({
            type: 'update',
            id: item.id,
            change:
              problem === null
                ? { status: 'waiting' }
                : { status: 'failed', error: translateValidation(problem) },
          }),
        );
      }
    },
    [room, pending],
  );

  const uploading = queue.some((item) => item.status === 'uploading');
  const next = queue.find((item) => item.status === 'waiting');

  useEffect(() => {
    if (uploading || next === undefined) return;
    const { id, file } = next;
    dispatch({ type: 'update', id, change: { status: 'uploading', progress: 0 } });
    latest.current
      .upload(file, (progress) => dispatch({ type: 'update', id, change: { progress } }))
      .then((result) => {
        dispatch({ type: 'remove', id });
        latest.current.onUploaded(result);
      })
      .catch((error: unknown) =>
        dispatch({ type: 'update', id, change: { status: 'failed', error: failureText(error) } }),
      );
  }, [uploading, next]);

  const dismiss = useCallback((id: number) => dispatch({ type: 'remove', id }), []);

  return { queue, add, dismiss, busy: pending > 0 };
}
