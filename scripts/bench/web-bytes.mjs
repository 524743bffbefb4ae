// The JavaScript that the web app makes a browser download, compressed as the server sends
// it: /login signed out and /dashboard signed in, loaded in Chromium from the built app, and
// each lazy screen's own chunks (read from Vite's manifest) beyond those of /dashboard.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const KB = 1024;

/** Issue 9 §5: what a first visit may cost, compressed. */
export const budgets = { login: 200 * KB, dashboard: 350 * KB, lazyRoute: 150 * KB };

const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * Opens `pathname` in a fresh context (Arabic, the default language) and sums the
 * transferred body bytes of every script it fetched until the network was idle and
 * `readyTestId` showed.
 */
async function scriptsFetched(browser, baseURL, pathname, readyTestId, session) {
  const context = await browser.newContext({ baseURL, locale: 'ar' });
  try {
    if (session) {
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, session);
    }
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(pathname, { waitUntil: 'networkidle' });
    await page.getByTestId(readyTestId).waitFor();
    const scripts = await Promise.all(
      responses.map(async (response) => ({
        url: new URL(response.url()).pathname,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
        bytes: (await response.request().sizes()).responseBodySize,
      })),
    );
    return {
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      files: scripts.length,
      encodings: [...new Set(scripts.map((script) => script.encoding))].join(', '),
      urls: new Set(scripts.map((script) => script.url)),
    };
  } finally {
    await context.close();
  }
}

/** /login signed out and /dashboard with `session` ({ token, user }) in localStorage. */
export async function measurePages(baseURL, session) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const login = await scriptsFetched(browser, baseURL, '/login', 'login-email');
    const dashboard = await scriptsFetched(
      browser,
      baseURL,
      '/dashboard',
      'dashboard-page',
      session,
    );
    return { login, dashboard };
  } finally {
    await browser.close();
  }
}

/**
 * Each lazy screen (a dynamic entry of the build) with the compressed bytes of its chunk and
 * the chunks it imports that /dashboard did not load already: what navigating there costs.
 * A chunk loaded from inside another lazy chunk (a wizard step, a drawer) is counted beyond
 * what its importer loaded already, since it can only be fetched from there; `within` names
 * that importer.
 */
export function lazyRouteBytes(webDist, dashboardUrls) {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'));
  const sizeOf = (file) => {
    const brotli = path.join(webDist, `${file}.br`);
    return fs.statSync(fs.existsSync(brotli) ? brotli : path.join(webDist, file)).size;
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  // The lazy chunks whose code imports `key` dynamically: every one of them is a screen.
  const importersOf = (key) =>
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry && (chunk.dynamicImports ?? []).includes(key))
      .map(([importer]) => importer);
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key]) => {
      const [within] = importersOf(key);
      const loaded = new Set(within ? [...closure(within)].map((c) => manifest[c].file) : []);
      const files = [...closure(key)]
        .map((chunk) => manifest[chunk].file)
        .filter((file) => !dashboardUrls.has(`/${file}`) && !loaded.has(file));
      return { screen: key, within, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

export function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}
