import { describe, expect, it } from 'vitest';
import { readRedirectPath, saveRedirectPath } from './redirect-path';

describe('readRedirectPath', () => {
  it('defaults to /dashboard', () => {
    expect(readRedirectPath()).toBe('/dashboard');
  });

  it('returns the saved path with its query', () => {
    saveRedirectPath('/properties?tab=buildings');
    expect(readRedirectPath()).toBe('/properties?tab=buildings');
    expect(sessionStorage.getItem('redirectPath')).toBe('/properties?tab=buildings');
  });

  it('ignores paths that would loop back or leave the site', () => {
    for (const path of [
      '/',
      '/?lng=en',
      '/login',
      '/verify-mfa?x=1',
      '//evil.example',
      'https://x',
    ]) {
      saveRedirectPath(path);
      expect(readRedirectPath()).toBe('/dashboard');
    }
  });
});
