import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { i18n, initI18n } from '../app/i18n';
import { resources } from '../locales/resources';

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

// waitFor and findBy* give up after 1 s by default; a busy 2-core CI machine running two
// files at once can take longer to render an Ant Design form (antd forms validate
// asynchronously), and a slow answer is not what these tests are about.
configure({ asyncUtilTimeout: 10_000 });

// Every text at once, so that a screen renders on the first pass (the app fetches them).
void initI18n(resources);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Unmounting commits, and React flushes that commit's passive effects in a task of its own
// (setImmediate under Node). Left queued when a file ends, the task runs after jsdom's window
// is gone ("window is not defined", an unhandled error that fails the run): let it run first.
afterAll(async () => {
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
