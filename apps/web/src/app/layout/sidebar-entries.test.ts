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

  it('show Calendar › Availability calendar and Bookings, a booking under Bookings (A-1)', () => {
    const entries = visibleEntries(sidebarEntries);
    expect(activeEntryKey(entries, '/calendar')).toBe('availability');
    expect(activeEntryKey(entries, '/bookings')).toBe('bookings');
    expect(activeEntryKey(entries, '/bookings/new')).toBe('bookings');
    expect(activeEntryKey(entries, '/bookings/0b6c/edit')).toBe('bookings');
    expect(groupKeysOf(entries, 'bookings')).toEqual(['calendar']);
  });

  it('show FAQ to everyone and Admin to the platform admin only (A-19)', () => {
    const keys = (isAdmin: boolean) => visibleEntries(sidebarEntries, isAdmin).map((e) => e.key);
    expect(keys(false)).toContain('faq');
    expect(keys(false)).not.toContain('admin');
    expect(keys(true)).toContain('admin');
    expect(activeEntryKey(visibleEntries(sidebarEntries, true), '/admin')).toBe('admin');
  });

  it('show Settings › Sync logs and Channels (spec §2 sidebar, requirements-next §0.1)', () => {
    const entries = visibleEntries(sidebarEntries);
    expect(activeEntryKey(entries, '/sync-logs')).toBe('sync-logs');
    expect(groupKeysOf(entries, 'sync-logs')).toEqual(['settings']);
    expect(activeEntryKey(entries, '/channels')).toBe('channels');
    expect(groupKeysOf(entries, 'channels')).toEqual([]);
  });

  it('open no group for a top-level entry', () => {
    expect(groupKeysOf(sidebarEntries, 'dashboard')).toEqual([]);
  });
});
