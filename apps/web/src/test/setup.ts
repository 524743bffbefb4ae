import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, initI18n } from '../app/i18n';

// jsdom has no matchMedia; antd and the layout read it. Every query is "narrow" here.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

initI18n();

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
