import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguages, keepLanguage } from './language-detector';

const detection = { localStorageKey: 'language' };

function clearCookie(): void {
  document.cookie = 'i18next=; Path=/; Max-Age=0';
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookie();
  window.history.replaceState(null, '', '/login');
  document.documentElement.removeAttribute('lang');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
});

afterEach(() => {
  vi.restoreAllMocks();
  clearCookie();
});

describe('detectLanguages (spec §9)', () => {
  it('lists query string, cookie, local storage, session storage, browser, html tag in that order', () => {
    window.history.replaceState(null, '', '/login?next=%2Fdashboard&lng=en');
    document.cookie = 'i18next=ar';
    localStorage.setItem('language', 'en');
    sessionStorage.setItem('i18nextLng', 'ar');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    document.documentElement.setAttribute('lang', 'ar');
    expect(detectLanguages(detection)).toEqual(['en', 'ar', 'en', 'ar', 'fr', 'en', 'fr', 'ar']);
  });

  it('takes the browser language as ar or en without its region', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-SA']);
    expect(detectLanguages(detection)).toEqual(['ar']);
  });

  it('reads lng from a query after # when the address has none before it', () => {
    window.history.replaceState(null, '', '/login#/x?lng=en');
    expect(detectLanguages(detection)[0]).toBe('en');
  });

  it('drops codes that are not language codes', () => {
    window.history.replaceState(null, '', '/login?lng=%3Cscript%3E');
    localStorage.setItem('language', '__proto__');
    sessionStorage.setItem('i18nextLng', '../en');
    expect(detectLanguages(detection)).toEqual([]);
  });

  it('finds nothing when the browser says nothing: i18next then falls back to Arabic', () => {
    expect(detectLanguages(detection)).toEqual([]);
  });
});

describe('keepLanguage', () => {
  it('keeps the choice in local storage and in the cookie, for the next visit', () => {
    keepLanguage('en', detection);
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
    expect(detectLanguages(detection).slice(0, 2)).toEqual(['en', 'en']);
  });

  it('never keeps cimode (keys shown instead of texts)', () => {
    keepLanguage('cimode', detection);
    expect(localStorage.getItem('language')).toBeNull();
    expect(document.cookie).not.toContain('i18next=');
  });
});
