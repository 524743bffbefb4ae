import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from './i18n';
import { languageSettings, type LanguageSettings } from './language-settings';

export interface CurrentLanguage extends LanguageSettings {
  language: Language;
}

export function useLanguage(): CurrentLanguage {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return { language, ...languageSettings[language] };
}

/**
 * Mirrors the language onto the page: `<html dir lang>` (each page sets the title, and
 * dayjs-language.ts the dates' locale).
 */
export function useDocumentLanguage(): CurrentLanguage {
  const current = useLanguage();
  const { language, direction } = current;
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);
  return current;
}
