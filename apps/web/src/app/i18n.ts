import { languages, type Language } from '@nuzul/shared/accounts';
import i18next, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import { localStorageKeys } from './storage-keys';

export const supportedLanguages = languages;
export type { Language };

/** Arabic is the default and the fallback (spec §1). */
export const defaultLanguage: Language = 'ar';

export const i18n = i18next.createInstance();

/**
 * Every translation file, locales/<language>/<namespace>.json, as a chunk of its own: a page
 * fetches its language's namespaces only, and only those of the screens it shows. A new
 * namespace is a pair of files there (seasonal-pricing.json is `seasonalPricing`) and an
 * entry in locales/resources.ts (the tests and the types): nothing else registers it.
 */
const translationFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', {
  import: 'default',
});

function namespaceOf(fileName: string): string {
  return fileName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const loaders = new Map(
  Object.entries(translationFiles).map(([file, load]) => {
    const [, language, fileName] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    return [`${language}/${namespaceOf(fileName ?? file)}`, load];
  }),
);

const allNamespaces = [...new Set([...loaders.keys()].map((key) => key.split('/')[1] ?? key))];

/**
 * What the sign-in screens show and what every failure message needs: loaded before the
 * first render, in the page's language.
 */
export const bootNamespaces = ['common', 'errors', 'accounts'];

/**
 * The namespaces of screens off the dashboard's path (the FAQ, the admin's, the reports, the
 * profile, the calendar, the bookings, the channels, the inbox and the CMS): their routes load them
 * with their chunk, so the signed-in layout does not download them.
 */
export const screenNamespaces = [
  'faq',
  'admin',
  'reports',
  'profile',
  'calendar',
  'bookings',
  'channels',
  'inbox',
  'cms',
];

/**
 * Every other namespace (the signed-in screens'): the signed-in layout loads them with its
 * chunk (router.tsx), so a screen never renders before its texts. A component that asks
 * for one not loaded yet suspends until it is (react-i18next), rather than showing keys.
 */
export const appNamespaces = allNamespaces.filter(
  (ns) => !bootNamespaces.includes(ns) && !screenNamespaces.includes(ns),
);

/** i18next's backend: a namespace's JSON chunk, imported when i18next asks for it. */
const translationChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (load === undefined) {
      callback(new Error(`no ${namespace} texts in ${language}`), false);
      return;
    }
    // `true`: a chunk that failed to download is asked for again (i18next retries).
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/**
 * Initialises the shared instance once. In the browser the texts come from the chunks above
 * (the promise settles once the boot namespaces of the detected language are there); the
 * unit tests pass every text (`resources`) and the instance is ready on return.
 */
export function initI18n(resources?: Resource): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  // Spec §9: query string `lng`, cookie, local storage, session storage, browser, html tag;
  // the choice is kept in local storage and the cookie (language-detector.ts).
  const detector = languageDetector({ localStorageKey: localStorageKeys.language });
  const instance = i18n.use(detector).use(initReactI18next);
  if (resources === undefined) instance.use(translationChunks);
  return instance.init({
    ...(resources === undefined
      ? { ns: bootNamespaces }
      : { resources, ns: Object.keys(resources[defaultLanguage] ?? {}), initAsync: false }),
    defaultNS: 'common',
    // Arabic when the browser asks for neither language. English needs no fallback (both
    // languages have every key, locales.test.ts), so an English page loads no Arabic text.
    fallbackLng: { en: [], default: [defaultLanguage] },
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    // A signed-in page asks for a dozen namespaces at once (its layout's and its screen's):
    // i18next's default of 10 reads at a time would hold the rest back until those arrive.
    maxParallelReads: 32,
  });
}

/** Loads namespaces in the current language (and in any language switched to later). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export function toLanguage(code: string | undefined): Language {
  return supportedLanguages.find((language) => language === code) ?? defaultLanguage;
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}
