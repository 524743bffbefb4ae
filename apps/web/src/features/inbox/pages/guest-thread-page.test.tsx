import type { GuestThreadResponse } from '@nuzul/shared/inbox';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setToastApi } from '../../../app/toast';
import {
  callsOf,
  messageOf,
  NoResizeObserver,
  renderInbox,
  serveApi,
  THREAD_ID,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

// The page's chunk, compiled once before the first test waits for it (a cold start is slow).
beforeAll(async () => {
  await import('./guest-thread-page');
}, 60_000);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  setToastApi(toasts);
});

afterEach(() => {
  setToastApi(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

const TOKEN = 'Qm9va2luZ1Rva2VuRm9yVGVzdHNPbmx5MTIzNDU2Nzg5';
const PATH = `/public/threads/${TOKEN}/messages`;

function guestThread(
  language: 'ar' | 'en',
  overrides: Partial<GuestThreadResponse['data']> = {},
): GuestThreadResponse {
  return {
    data: {
      language,
      threadId: THREAD_ID,
      booking: {
        status: 'confirmed',
        propertyName: 'شقة الياسمين',
        dateFrom: '2026-05-10',
        dateTo: '2026-05-13',
        guests: 2,
        guestFirstName: 'Emma',
      },
      arrival: {
        landlordName: 'Reem',
        landlordEmail: 'reem@example.com',
        landlordContact: '+966 55 123 4567',
        arrivalContactHours: 24,
        language: 'en',
        howToArrive: 'Take exit 5, the building with the blue door.',
        pickupDetails: 'Keys in the lock box, code 4821.',
      },
      messages: [
        messageOf(1, 'system', '', '2026-05-01T08:00:00.000Z'),
        messageOf(2, 'owner', 'أهلاً بك، الدخول بعد الساعة ٣', '2026-05-01T09:00:00.000Z'),
      ],
      ...overrides,
    },
    meta: { before: null },
  };
}

const bubbles = () => screen.getAllByTestId('chat-message');

describe('GuestThreadPage (/g/<token>)', { timeout: 30_000 }, () => {
  it('shows the stay, the arrival information and the thread in the guest’s language', async () => {
    await i18n.changeLanguage('ar');
    serveApi(fetchMock, { [`GET ${PATH}`]: [200, guestThread('en')] });
    renderInbox(`/g/${TOKEN}`);
    await screen.findByTestId('guest-page');
    // The booking's guest writes English: the page follows, until the guest switches.
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(screen.getByTestId('guest-greeting').textContent).toBe('Hello Emma');
    const stay = screen.getByTestId('guest-stay');
    expect(stay.textContent).toContain('شقة الياسمين');
    expect(stay.textContent).toContain('May 10, 2026');
    expect(stay.textContent).toContain('Confirmed');
    const arrival = screen.getByTestId('guest-arrival');
    expect(arrival.textContent).toContain('Take exit 5, the building with the blue door.');
    expect(arrival.textContent).toContain('24 hours before arrival');
    // The guest's own bubbles sit at the inline end; the host's at the start.
    const [host] = bubbles() as [HTMLElement];
    expect([host.dataset.sender, host.dataset.side]).toEqual(['owner', 'other']);
    expect(screen.getByTestId('chat-system-message').textContent).toContain(
      'The booking was confirmed',
    );
  });

  it('answers: the message is posted with the token and shows as this side’s bubble', async () => {
    await i18n.changeLanguage('en');
    serveApi(fetchMock, {
      [`GET ${PATH}`]: [200, guestThread('en')],
      [`POST ${PATH}`]: ({ body }) => [
        201,
        {
          data: messageOf(3, 'guest', (body as { body: string }).body, '2026-05-01T10:00:00.000Z'),
        },
      ],
    });
    renderInbox(`/g/${TOKEN}`);
    const box = await screen.findByTestId('chat-composer-input');
    fireEvent.change(box, { target: { value: 'Thanks! We land at 11 pm.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect((bubbles().at(-1) as HTMLElement).dataset.status).toBe('sent'));
    const mine = bubbles().at(-1) as HTMLElement;
    expect([mine.dataset.sender, mine.dataset.side]).toEqual(['guest', 'own']);
    expect(within(mine).getByTestId('chat-message-body').textContent).toBe(
      'Thanks! We land at 11 pm.',
    );
    expect(callsOf(fetchMock)).toContain(`POST ${PATH}`);
    // With its own key: a repeat after a lost answer is the same message to the server.
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the rate limit on the bubble, with Retry, and no toast', async () => {
    await i18n.changeLanguage('en');
    serveApi(fetchMock, {
      [`GET ${PATH}`]: [200, guestThread('en')],
      [`POST ${PATH}`]: [429, { code: 'CHAT_RATE_LIMITED', message: 'Too many' }],
    });
    renderInbox(`/g/${TOKEN}`);
    const box = await screen.findByTestId('chat-composer-input');
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const failure = await screen.findByTestId('chat-message-failure');
    expect(failure.textContent).toContain(
      'You have sent many messages in a short time. Please wait a few minutes and try again.',
    );
    expect(within(failure).getByTestId('chat-message-retry')).toBeTruthy();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('says the link is invalid or expired for a wrong or expired token, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    serveApi(fetchMock, {});
    renderInbox(`/g/${TOKEN}`);
    const invalid = await screen.findByTestId('guest-link-invalid');
    expect(invalid.textContent).toContain('هذا الرابط غير صالح أو انتهت صلاحيته');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('asks again every 10 seconds while open, and shows the host’s new message', async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer = guestThread('en');
      serveApi(fetchMock, { [`GET ${PATH}`]: () => [200, answer] });
      renderInbox(`/g/${TOKEN}`);
      await screen.findByTestId('guest-page');
      expect(bubbles()).toHaveLength(1);
      answer = guestThread('en', {
        messages: [
          ...answer.data.messages,
          messageOf(4, 'owner', 'Parking is at gate 2.', '2026-05-01T11:00:00.000Z'),
        ],
      });
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      expect(callsOf(fetchMock).filter((call) => call.startsWith(`GET ${PATH}`))).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
