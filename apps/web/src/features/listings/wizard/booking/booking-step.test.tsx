import type { BookingSettings } from '@nuzul/shared/terms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyWizardPage } from '../../pages/property-wizard-page';
import { emptyBookingSettings, renderWithData, testProperty } from '../../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const narrowMatchMedia = window.matchMedia;
const base = `/api/v1/properties/${testProperty.id}`;

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers the booking settings, and each PUT with `afterSave` (or its status). */
function serve(
  settings: BookingSettings | number,
  afterSave: (call: Call) => Response = () => Response.json({ data: settings }),
) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (call.method === 'GET' && call.url === `${base}/booking-settings`) {
      return typeof settings === 'number'
        ? Response.json({ code: 'UNEXPECTED_ERROR', message: 'boom' }, { status: settings })
        : Response.json({ data: settings });
    }
    if (call.method === 'PUT') return afterSave(call);
    return Response.json({ data: testProperty });
  });
  return calls;
}

/** jsdom has no ResizeObserver; vertical tabs measure themselves with one. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal('scrollTo', () => undefined);
  window.matchMedia = (query: string) => ({ ...narrowMatchMedia(query), matches: true });
});

afterEach(() => {
  window.matchMedia = narrowMatchMedia;
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderBooking(query = '') {
  return renderWithData(
    [
      { path: '/properties/:id/edit', element: <PropertyWizardPage /> },
      { path: '/properties/:id', element: <p>details</p> },
    ],
    { path: `/properties/${testProperty.id}/edit?step=booking${query}`, property: testProperty },
  );
}

const section = () => screen.getByTestId('booking-step').getAttribute('data-section');
const step = () => screen.getByTestId('property-wizard').getAttribute('data-step');

const withTerms: BookingSettings = {
  ...emptyBookingSettings,
  completedSections: [...emptyBookingSettings.completedSections, 'terms'],
  terms: { terms: [{ language: 'en', url: 'https://example.sa/terms' }] },
};

// The first render of a step pays for antd's styles on a busy machine.
describe('BookingStep', { timeout: 30_000 }, () => {
  it('shows the eight sections in the spec’s order and opens the first one not saved, named in the URL', async () => {
    serve(emptyBookingSettings);
    const { router } = renderBooking();
    await screen.findByTestId('booking-step');
    const tabs = screen.getAllByTestId(/^booking-tab-/).map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Charge Profile',
      'Check-In/Out',
      'Seasonal Pricing',
      'Availability',
      'Arrival Information',
      'Payment Methods',
      'Terms & Conditions',
      'Cancellation Policies',
    ]);
    expect(section()).toBe('chargeProfile');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?step=booking&section=chargeProfile'),
    );
    expect(screen.getByText('Property Booking')).toBeTruthy();
    expect(screen.getByText('Description & Booking')).toBeTruthy();
  });

  it('refuses a charge profile without fees: "Add at least one fee", nothing sent', async () => {
    const calls = serve(emptyBookingSettings);
    renderBooking('&section=chargeProfile');
    fireEvent.click(await screen.findByTestId('wizard-save'));
    expect(await screen.findByText('Add at least one fee')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves a section with its PUT and opens the next one', async () => {
    const calls = serve(emptyBookingSettings, () => Response.json({ data: withTerms }));
    const { router } = renderBooking('&section=terms');
    fireEvent.change(await screen.findByTestId('terms-url-en'), {
      target: { value: 'https://example.sa/terms' },
    });
    const link = await screen.findByTestId('terms-link-en');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(screen.getByTestId('wizard-save'));
    await waitFor(() => expect(section()).toBe('cancellation'));
    expect(router.state.location.search).toBe('?step=booking&section=cancellation');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `${base}/terms`,
      body: { terms: [{ language: 'en', url: 'https://example.sa/terms' }] },
    });
    expect(screen.getByTestId('booking-tab-terms').getAttribute('data-completed')).toBe('true');
  });

  it('says "No changes to save." for a saved section that did not change, and moves on', async () => {
    const calls = serve(withTerms);
    renderBooking('&section=terms');
    fireEvent.click(await screen.findByTestId('wizard-save'));
    await waitFor(() => expect(section()).toBe('cancellation'));
    expect(await screen.findByText('No changes to save.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks before leaving a section with unsaved changes: Cancel stays, Discard goes', async () => {
    serve(withTerms);
    renderBooking('&section=terms');
    fireEvent.change(await screen.findByTestId('terms-url-ar'), {
      target: { value: 'https://example.sa/ar/terms' },
    });
    fireEvent.click(screen.getByTestId('booking-tab-arrival'));
    fireEvent.click(await screen.findByTestId('unsaved-cancel'));
    expect(section()).toBe('terms');

    fireEvent.click(screen.getByTestId('booking-tab-arrival'));
    fireEvent.click(await screen.findByTestId('unsaved-discard'));
    await waitFor(() => expect(section()).toBe('arrival'));
    fireEvent.click(screen.getByTestId('booking-tab-terms'));
    await waitFor(() => expect(section()).toBe('terms'));
    expect((screen.getByTestId('terms-url-ar') as HTMLInputElement).value).toBe('');
  });

  it('fills the rows of a preset, previews each as a sentence, and opens Description & Booking after the eighth', async () => {
    const calls = serve(emptyBookingSettings);
    renderBooking('&section=cancellation');
    fireEvent.click(await screen.findByTestId('preset-strict'));
    expect((await screen.findByTestId('policy-sentence-0')).textContent).toBe(
      'Cancelling 0–7 days before arrival: 100% of the total is charged.',
    );
    expect(screen.getByTestId('policy-sentence-1').textContent).toBe(
      'Cancelling 8–30 days before arrival: 50% of the total is charged.',
    );

    fireEvent.click(screen.getByTestId('wizard-save'));
    await waitFor(() => expect(step()).toBe('description'));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `${base}/cancellation-policies`,
      body: {
        policies: [
          { fromDays: 0, toDays: 7, penaltyPercent: 10_000 },
          { fromDays: 8, toDays: 30, penaltyPercent: 5_000 },
        ],
      },
    });
  });

  it('says the arrival-instructions message when no instruction is written', async () => {
    const calls = serve(emptyBookingSettings);
    renderBooking('&section=arrival');
    fireEvent.change(await screen.findByTestId('arrival-landlord-name'), {
      target: { value: 'Sara Alqahtani' },
    });
    fireEvent.change(screen.getByTestId('arrival-landlord-email'), {
      target: { value: 'sara@example.sa' },
    });
    fireEvent.change(screen.getByTestId('arrival-landlord-contact'), {
      target: { value: '+966501234567' },
    });
    fireEvent.change(screen.getByTestId('arrival-contact-hours'), { target: { value: '24' } });
    fireEvent.click(screen.getByTestId('wizard-save'));
    const error = await screen.findByTestId('booking-section-error');
    expect(error.textContent).toBe('Add at least one arrival instruction.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows a refused field of the API at its field, in its language tab', async () => {
    serve(emptyBookingSettings, () =>
      Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'This value is too long',
          details: [
            {
              path: 'body.arrivalInstructions.0.howToArrive',
              code: 'tooLong',
              message: 'This value is too long',
            },
          ],
        },
        { status: 400 },
      ),
    );
    renderBooking('&section=arrival');
    for (const [id, value] of [
      ['arrival-landlord-name', 'Sara'],
      ['arrival-landlord-email', 'sara@example.sa'],
      ['arrival-landlord-contact', '0501234567'],
      ['arrival-contact-hours', '24'],
      ['arrival-how-en', 'Take exit 5, then the second right.'],
    ] as const) {
      fireEvent.change(await screen.findByTestId(id), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('wizard-save'));
    const field = (await screen.findByText('This value is too long')).closest('.ant-form-item');
    expect(field?.querySelector('[data-testid="arrival-how-en"]')).toBeTruthy();
  });

  it('says "Failed to save data" when the server fails', async () => {
    serve(emptyBookingSettings, () =>
      Response.json({ code: 'UNEXPECTED_ERROR', message: 'boom' }, { status: 500 }),
    );
    renderBooking('&section=terms');
    fireEvent.change(await screen.findByTestId('terms-url-en'), {
      target: { value: 'https://example.sa/terms' },
    });
    fireEvent.click(screen.getByTestId('wizard-save'));
    expect((await screen.findByTestId('booking-section-error')).textContent).toBe(
      'Failed to save data',
    );
    expect(section()).toBe('terms');
  });

  it('says "Failed to fetch check-in data" when the settings do not load', async () => {
    serve(500);
    renderBooking();
    const failure = await screen.findByTestId('booking-load-error');
    expect(within(failure).getByText('Failed to fetch check-in data')).toBeTruthy();
  });

  it('offers the sections in a Select on a narrow screen', async () => {
    window.matchMedia = narrowMatchMedia;
    serve(emptyBookingSettings);
    renderBooking('&section=availability');
    expect(await screen.findByTestId('booking-section-select')).toBeTruthy();
    expect(screen.getByText('Section 4 of 8')).toBeTruthy();
  });
});
