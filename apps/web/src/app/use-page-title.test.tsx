import { act, render } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { usePageTitle } from './use-page-title';

function SignInScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitles.login'));
  return null;
}

function renderScreen() {
  render(
    <I18nextProvider i18n={i18n}>
      <SignInScreen />
    </I18nextProvider>,
  );
}

describe('usePageTitle', () => {
  it('names the tab "<page> · Nuzul" in English', () => {
    renderScreen();
    expect(document.title).toBe('Sign in · Nuzul');
  });

  it('names the tab "<page> · نُزُل" in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderScreen();
    expect(document.title).toBe('تسجيل الدخول · نُزُل');
  });

  it('follows a change of language on the same page', async () => {
    renderScreen();
    await act(() => i18n.changeLanguage('ar'));
    expect(document.title).toBe('تسجيل الدخول · نُزُل');
  });
});
