import '@fontsource-variable/cairo';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { initI18n } from './app/i18n';
import { createAppRouter } from './app/router';
import { syncSessionAcrossTabs } from './app/session';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The texts of the detected language and the first screen's chunks download side by side
// (the router starts fetching the matched routes' chunks as it is created); the HTML's own
// loading view stays until the texts are there, so no key shows untranslated.
const texts = initI18n();
syncSessionAcrossTabs();
const router = createAppRouter();

void texts.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
