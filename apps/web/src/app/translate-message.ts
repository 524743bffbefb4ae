import { toastMessageFor, type ToastMessage } from './api-failure';
import type { ApiError } from './api-error';
import { i18n } from './i18n';

export function hasTranslation(ns: string, key: string): boolean {
  return i18n.exists(key, { ns, keySeparator: false, nsSeparator: false });
}

export function translateMessage(message: ToastMessage): string {
  return i18n.t(message.key, {
    ns: message.ns,
    defaultValue: message.defaultValue,
    ...(message.literalKey ? { keySeparator: false, nsSeparator: false } : {}),
  });
}

export function translateFailureText(text: string, code: string | undefined): string {
  return translateMessage(toastMessageFor(text, code, hasTranslation));
}

/** The text a screen shows inline for a failed call: by code first, as the toast would. */
export function translateApiError(error: ApiError): string {
  return translateFailureText(error.message, error.code);
}
