import type { MessageInstance } from 'antd/es/message/interface';

type ToastApi = Pick<MessageInstance, 'error' | 'success' | 'info'>;
type ToastKind = keyof ToastApi;

/*
 * Ant Design's messages (and the notification code under them) are a chunk of their own,
 * fetched with the first toast: most screens show none, and the sign-in screen stays light.
 * The providers mount a host (toast-host.tsx) when a toast is first asked for; its
 * `message.useMessage()` instance follows the theme and the direction, and shows the
 * toasts asked for meanwhile.
 */
let api: ToastApi | null = null;
let waiting: [ToastKind, string][] = [];
let hostWanted: (() => void) | null = null;

function showWaiting(): void {
  if (api === null) return;
  const toasts = waiting;
  waiting = [];
  for (const [kind, text] of toasts) void api[kind](text);
}

/** The API that shows toasts from now on (the host's instance; a test's spies). */
export function setToastApi(next: ToastApi | null): void {
  api = next;
  showWaiting();
}

/** The providers' host: `mount` is called when a toast is first asked for. */
export function whenToastWanted(mount: () => void): () => void {
  hostWanted = mount;
  if (waiting.length > 0) mount();
  return () => {
    if (hostWanted === mount) hostWanted = null;
  };
}

function show(kind: ToastKind, text: string): void {
  if (api !== null) {
    void api[kind](text);
    return;
  }
  waiting.push([kind, text]);
  if (hostWanted !== null) {
    hostWanted();
    return;
  }
  // No providers (a component rendered on its own): Ant Design's static messages, which
  // ignore the theme and the direction.
  void import('./toast-host').then(({ message }) => {
    api ??= message;
    showWaiting();
  });
}

export const toast = {
  error: (text: string): void => show('error', text),
  success: (text: string): void => show('success', text),
  info: (text: string): void => show('info', text),
};
