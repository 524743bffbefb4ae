import { describe, expect, it } from 'vitest';
import { activeEntryKey, groupKeysOf, sidebarEntries, visibleEntries } from './sidebar-entries';

describe('sidebar entries', () => {
  it('show Settings › Security for the security page', () => {
    const entries = visibleEntries(sidebarEntries);
    expect(activeEntryKey(entries, '/settings/security')).toBe('security');
    expect(groupKeysOf(entries, 'security')).toEqual(['settings']);
  });

  it('show Subscriptions › Current plan, Plans and Invoices, an invoice under Invoices', () => {
    const entries = visibleEntries(sidebarEntries);
    expect(activeEntryKey(entries, '/subscriptions')).toBe('current-plan');
    expect(activeEntryKey(entries, '/subscriptions/plans')).toBe('plans');
    expect(activeEntryKey(entries, '/subscriptions/invoices')).toBe('invoice');
    expect(activeEntryKey(entries, '/subscriptions/invoices/42')).toBe('invoice');
    expect(groupKeysOf(entries, 'plans')).toEqual(['subscriptions']);
  });

  it('open no group for a top-level entry', () => {
    expect(groupKeysOf(sidebarEntries, 'dashboard')).toEqual([]);
  });
});
