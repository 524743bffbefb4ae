import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

type ToastApi = Pick<MessageInstance, 'error' | 'success' | 'info'>;

/**
 * The static `message` ignores the theme and direction; the app replaces it with the
 * instance of `message.useMessage()` as soon as the providers mount (see ToastBridge).
 */
let api: ToastApi = message;

export function setToastApi(next: ToastApi): void {
  api = next;
}

export const toast = {
  error: (text: string): void => void api.error(text),
  success: (text: string): void => void api.success(text),
  info: (text: string): void => void api.info(text),
};
