import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { i18n, toLanguage } from './i18n';
import { languageSettings } from './language-settings';

/*
 * dayjs's global locale, which the date pickers follow, is the interface language. Only the
 * signed-in screens show dates: dayjs comes with their layout (app-layout.tsx imports this
 * module), not with the sign-in screens.
 */
function follow(language: string | undefined): void {
  dayjs.locale(languageSettings[toLanguage(language)].dayjsLocale);
}

follow(i18n.resolvedLanguage);
i18n.on('languageChanged', follow);
