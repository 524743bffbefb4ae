import { languages, type Language } from '@nuzul/shared/accounts';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '../locales/resources';
import { localStorageKeys } from './storage-keys';

export const supportedLanguages = languages;
export type { Language };

/** Arabic is the default and the fallback (spec §1). */
export const defaultLanguage: Language = 'ar';

export const i18n = i18next.createInstance();

/** Initialises the shared instance once; resources are bundled, so it is ready on return. */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ns: namespaces,
      defaultNS: 'common',
      fallbackLng: defaultLanguage,
      supportedLngs: [...supportedLanguages],
      load: 'languageOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        // Spec §9: query string `lng`, cookie, local storage, session storage, browser, html tag.
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: localStorageKeys.language,
        caches: ['localStorage', 'cookie'],
        // The browser says ar-SA or en-GB; the app and the stored choice know ar and en.
        convertDetectedLanguage: (detected: string) => detected.split('-')[0] ?? detected,
      },
    });
  return i18n;
}

export function toLanguage(code: string | undefined): Language {
  return supportedLanguages.find((language) => language === code) ?? defaultLanguage;
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}
