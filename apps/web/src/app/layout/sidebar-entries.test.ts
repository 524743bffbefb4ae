import { describe, expect, it } from 'vitest';
import { activeEntryKey, groupKeysOf, sidebarEntries, visibleEntries } from './sidebar-entries';

describe('sidebar entries', () => {
  it('show Settings › Security for the security page', () => {
    const entries = visibleEntries(sidebarEntries);
    expect(activeEntryKey(entries, '/settings/security')).toBe('security');
    expect(groupKeysOf(entries, 'security')).toEqual(['settings']);
  });

  it('open no group for a top-level entry', () => {
    expect(groupKeysOf(sidebarEntries, 'dashboard')).toEqual([]);
  });
});
