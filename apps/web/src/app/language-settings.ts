import type { ConfigProviderProps } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import 'dayjs/locale/ar';
import type { Language } from './i18n';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export interface LanguageSettings {
  direction: 'rtl' | 'ltr';
  antdLocale: AntdLocale;
  dayjsLocale: string;
}

/** Arabic switches the whole layout to right-to-left (spec §4 "Direction"). */
export const languageSettings: Record<Language, LanguageSettings> = {
  ar: { direction: 'rtl', antdLocale: arEG, dayjsLocale: 'ar' },
  en: { direction: 'ltr', antdLocale: enUS, dayjsLocale: 'en' },
};
