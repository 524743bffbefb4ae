import type { LanguageDetectorModule } from 'i18next';

/**
 * The language a visitor asked for (spec §9), in this order: the query string `lng`, the
 * `i18next` cookie, local storage, session storage (`i18nextLng`), the browser's languages,
 * the page's `<html lang>`. i18next takes the first that the app has (ar or en), Arabic when
 * none. A language chosen is kept in local storage and in the cookie.
 *
 * This is what i18next-browser-languagedetector did with the app's options, without the
 * detectors the app does not use (path, subdomain, hash), which every first page downloaded.
 */
export interface LanguageDetection {
  /** The local storage key of the chosen language. */
  localStorageKey: string;
}

const QUERY_PARAMETER = 'lng';
const COOKIE = 'i18next';
const SESSION_STORAGE_KEY = 'i18nextLng';

/** A language code that can go into a cookie or a query (and not `..` or `__proto__`). */
function isSafeLanguageCode(code: string): boolean {
  return (
    /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
    !code.includes('..') &&
    !['__proto__', 'constructor', 'prototype'].includes(code)
  );
}

/** `lng` of the query string, or of a query after `#` when the URL has none before it. */
function fromQueryString(): string | undefined {
  const { search: query, hash } = window.location;
  const search = !query && hash.includes('?') ? hash.substring(hash.indexOf('?')) : query;
  let found: string | undefined;
  for (const parameter of search.substring(1).split('&')) {
    const at = parameter.indexOf('=');
    if (at > 0 && parameter.substring(0, at) === QUERY_PARAMETER) {
      found = parameter.substring(at + 1);
    }
  }
  return found;
}

function fromCookie(): string | undefined {
  for (const entry of document.cookie.split(';')) {
    const cookie = entry.trimStart();
    if (cookie.startsWith(`${COOKIE}=`)) return cookie.substring(COOKIE.length + 1);
  }
  return undefined;
}

/** An item of a storage; nothing when the browser refuses storage (private modes, policies). */
function fromStorage(storage: () => Storage, key: string): string | undefined {
  try {
    return storage().getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

function fromBrowser(): string[] {
  const { languages, language } = navigator;
  return [...(languages ?? []), ...(language ? [language] : [])];
}

function fromHtmlTag(): string | undefined {
  return document.documentElement.getAttribute('lang') || undefined;
}

/** The candidates in order of precedence, as the browser says them (ar-SA, en-GB...). */
export function detectLanguages({ localStorageKey }: LanguageDetection): string[] {
  return [
    fromQueryString(),
    fromCookie(),
    fromStorage(() => window.localStorage, localStorageKey),
    fromStorage(() => window.sessionStorage, SESSION_STORAGE_KEY),
    ...fromBrowser(),
    fromHtmlTag(),
  ]
    .filter((code): code is string => code !== undefined && isSafeLanguageCode(code))
    .map((code) => code.split('-')[0] ?? code);
}

/** Keeps the chosen language for the next visit: local storage and a session cookie. */
export function keepLanguage(language: string, { localStorageKey }: LanguageDetection): void {
  // i18next's mode that shows keys instead of texts is never kept.
  if (language === 'cimode') return;
  try {
    window.localStorage.setItem(localStorageKey, language);
  } catch {
    // Storage refused: the cookie still keeps it.
  }
  document.cookie = `${COOKIE}=${encodeURIComponent(language)}; Path=/; SameSite=Strict`;
}

/** The detection above as i18next's language detector. */
export function languageDetector(detection: LanguageDetection): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => detectLanguages(detection),
    cacheUserLanguage: (language) => keepLanguage(language, detection),
  };
}
