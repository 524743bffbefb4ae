import type { ConfigProviderProps } from 'antd';
// The ES modules: `antd/locale/*` are CommonJS, which the bundle would carry as is.
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import type { Language } from './i18n';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export interface LanguageSettings {
  direction: 'rtl' | 'ltr';
  antdLocale: AntdLocale;
  /** dayjs's locale (registered by dayjs-language.ts, with the screens that show dates). */
  dayjsLocale: string;
}

/** Arabic switches the whole layout to right-to-left (spec §4 "Direction"). */
export const languageSettings: Record<Language, LanguageSettings> = {
  ar: { direction: 'rtl', antdLocale: arEG, dayjsLocale: 'ar' },
  en: { direction: 'ltr', antdLocale: enUS, dayjsLocale: 'en' },
};
