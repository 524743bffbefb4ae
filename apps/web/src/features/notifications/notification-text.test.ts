import type { NotificationResponse } from '@nuzul/shared/notifications';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { describeNotification } from './notification-text';
import { bookingCreated, mfaEnabled, paymentFailed } from './test-harness';

const say = (notification: NotificationResponse, language: 'ar' | 'en') =>
  describeNotification(notification, i18n.getFixedT(language, 'notifications'), language);

const december = (() => {
  const base = bookingCreated('11111111-1111-4111-8111-111111111111', '2026-11-24T09:00:00Z');
  return { ...base, params: { ...base.params, dateFrom: '2026-12-10', dateTo: '2026-12-13' } };
})();

describe('describeNotification', () => {
  it('says a booking with its property and stay, months short in English and named in Arabic', () => {
    expect(say(december, 'en')).toBe('New booking at Olaya Apartment: Dec 10, 2026 – Dec 13, 2026');
    expect(say(december, 'ar')).toBe(
      'حجز جديد في Olaya Apartment: ١٠ ديسمبر ٢٠٢٦ – ١٣ ديسمبر ٢٠٢٦',
    );
    const cancelled = { ...december, event: 'booking.cancelled' as const };
    expect(say(cancelled, 'en')).toBe(
      'Booking at Olaya Apartment cancelled: Dec 10, 2026 – Dec 13, 2026',
    );
  });

  it('says "your property" when the property has no name', () => {
    const unnamed = { ...december, params: { ...december.params, propertyName: null } };
    expect(say(unnamed, 'en')).toBe('New booking at your property: Dec 10, 2026 – Dec 13, 2026');
    expect(say(unnamed, 'ar')).toBe('حجز جديد في عقارك: ١٠ ديسمبر ٢٠٢٦ – ١٣ ديسمبر ٢٠٢٦');
  });

  it('says a payment with its amount in SAR and the invoice number', () => {
    const failed = paymentFailed('22222222-2222-4222-8222-222222222222', '2026-11-24T09:00:00Z');
    expect(say(failed, 'en')).toMatch(
      /^Payment of SAR\s309\.47 for invoice INV-2026-000042 failed$/,
    );
    expect(say({ ...failed, event: 'payment.succeeded' }, 'en')).toMatch(
      /^Payment of SAR\s309\.47 received for invoice INV-2026-000042$/,
    );
    expect(say(failed, 'ar')).toContain('للفاتورة INV-2026-000042');
  });

  it('says a channel sync failure and recovery by the channel, and two-factor enabled', () => {
    const sync: NotificationResponse = {
      ...mfaEnabled('33333333-3333-4333-8333-333333333333', '2026-11-24T09:00:00Z'),
      kind: 'sync',
      event: 'sync.failed',
      params: { propertyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', channel: 'Airbnb' },
    };
    expect(say(sync, 'en')).toBe('Sync with Airbnb failed');
    expect(say({ ...sync, event: 'sync.recovered' }, 'ar')).toBe(
      'عادت المزامنة مع Airbnb إلى العمل',
    );
    expect(
      say(mfaEnabled('44444444-4444-4444-8444-444444444444', '2026-11-24T09:00:00Z'), 'ar'),
    ).toBe('فُعّلت المصادقة الثنائية لحسابك');
  });
});
