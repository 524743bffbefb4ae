import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What the browser tab shows for a page: "<page> · <app name>" in the interface language. */
export function pageTitle(page: string, appName: string): string {
  return `${page} · ${appName}`;
}

/**
 * Names the browser tab after the page. Every page calls it with its translated title, so
 * the tab follows both navigation and a change of language.
 */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = pageTitle(page, appName);
  }, [page, appName]);
}
