// First: configures zod before @nuzul/shared builds its schemas.
import './app/zod-config';
import '@fontsource-variable/cairo';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { initI18n } from './app/i18n';
import { createAppRouter } from './app/router';
import { syncSessionAcrossTabs } from './app/session';

initI18n();
syncSessionAcrossTabs();
const router = createAppRouter();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
