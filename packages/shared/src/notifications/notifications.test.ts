import { describe, expect, it } from 'vitest';
import {
  defaultKindPreferences,
  keepsOneKindEnabled,
  kindOfEvent,
  notificationEvents,
  notificationPreferencesRequest,
  notificationsQuery,
  realtimeEvents,
  type KindPreferences,
} from './index';

const allOff = (): KindPreferences => {
  const off = () => ({ email: false, sms: false, push: false });
  return { booking: off(), payment: off(), sync: off(), mfa: off() };
};

describe('"Notifications: at least one type must stay enabled" (spec §5, A-24)', () => {
  it('accepts three kinds off while the fourth keeps one channel on', () => {
    const kinds = allOff();
    kinds.mfa.push = true;
    expect(keepsOneKindEnabled(kinds, false)).toBe(true);
    expect(notificationPreferencesRequest.safeParse({ kinds }).success).toBe(true);
  });

  it('refuses every kind off with "Keep at least one notification type enabled"', () => {
    const result = notificationPreferencesRequest.safeParse({ kinds: allOff() });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['kinds', 'validation.notificationTypeRequired'],
    ]);
  });

  it('counts an SMS switch only when an SMS provider is configured', () => {
    const kinds = allOff();
    kinds.booking.sms = true;
    expect(keepsOneKindEnabled(kinds, true)).toBe(true);
    expect(keepsOneKindEnabled(kinds, false)).toBe(false);
  });

  it('starts with every switch on', () => {
    expect(keepsOneKindEnabled(defaultKindPreferences(), false)).toBe(true);
  });
});

describe('notification contract', () => {
  it('gives every event a kind', () => {
    for (const event of notificationEvents) expect(kindOfEvent[event]).toBeDefined();
  });

  it('reads unread=true as unread only and anything but true/false as invalid', () => {
    expect(notificationsQuery.parse({ unread: 'true' }).unread).toBe(true);
    expect(notificationsQuery.parse({}).unread).toBe(false);
    expect(notificationsQuery.safeParse({ unread: 'yes' }).success).toBe(false);
    expect(notificationsQuery.safeParse({ kind: 'chat' }).success).toBe(false);
  });

  it('names the server → client events', () => {
    expect(Object.values(realtimeEvents).sort()).toEqual([
      'availability:changed',
      'booking:cancelled',
      'booking:created',
      'booking:updated',
      'notification:new',
      'payment:updated',
      'subscription:updated',
    ]);
  });
});
