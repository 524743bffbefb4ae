import type { BookingSettings } from '@nuzul/shared/terms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyWizardPage } from '../../pages/property-wizard-page';
import { emptyBookingSettings, renderWithData, testProperty } from '../../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const base = `/api/v1/properties/${testProperty.id}`;

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function serve(settings: BookingSettings) {
  const writes: Array<{ method: string; url: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    if (method === 'GET' && url === `${base}/booking-settings`) {
      return Response.json({ data: settings });
    }
    if (method === 'GET') return Response.json({ data: testProperty });
    writes.push({ method, url, body: JSON.parse(String(init?.body)) });
    return Response.json({ data: settings });
  });
  return writes;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderSection(section: string) {
  return renderWithData(
    [
      { path: '/properties/:id/edit', element: <PropertyWizardPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    {
      path: `/properties/${testProperty.id}/edit?step=booking&section=${section}`,
      property: testProperty,
    },
  );
}

const withBasePrice: BookingSettings = {
  ...emptyBookingSettings,
  availability: {
    basePrice: 400_00,
    minNights: 1,
    maxNights: 30,
    preparationHours: 0,
    openFrom: '2026-01-01',
    openUntil: '2099-12-31',
  },
};

describe('Property Booking sections', { timeout: 30_000 }, () => {
  it('prices the example stay while the charge profile is typed', async () => {
    serve(withBasePrice);
    renderSection('chargeProfile');
    const total = async () => (await screen.findByTestId('example-quote-total')).textContent ?? '';
    expect(await total()).toMatch(/SAR\s1,200\.00/);

    fireEvent.click(screen.getByTestId('fee-add'));
    fireEvent.mouseDown(
      screen.getByTestId('fee-type-0').closest('.ant-select') ?? screen.getByTestId('fee-type-0'),
    );
    fireEvent.click(
      await waitFor(() => {
        const option = [
          ...document.querySelectorAll<HTMLElement>(
            '.ant-select-item-option[title="Cleaning fee"]',
          ),
        ].at(-1);
        expect(option).toBeDefined();
        return option!;
      }),
    );
    fireEvent.change(screen.getByTestId('fee-value-0'), { target: { value: '150' } });
    fireEvent.change(screen.getByTestId('deposit-downPayment-percentage'), {
      target: { value: '30' },
    });
    fireEvent.change(screen.getByTestId('deposit-securityDeposit-amount'), {
      target: { value: '0' },
    });
    await waitFor(async () => expect(await total()).toMatch(/SAR\s1,350\.00/));
  });

  it('marks a check-in window that passes midnight "(next day)"', async () => {
    serve({
      ...emptyBookingSettings,
      checkInOut: {
        checkInLocation: 'self_check_in',
        checkInFrom: '20:00',
        checkInTo: '01:00',
        checkOutTime: '12:00',
        earlyLateRanges: [{ feeType: 'late_check_in', from: '01:00', to: '03:00', cost: 50_00 }],
      },
    });
    renderSection('checkInOut');
    expect((await screen.findByTestId('next-day-checkInTo')).textContent).toBe('(next day)');
    expect(screen.queryByTestId('next-day-earlyLateRanges-0-to')).toBeNull();
  });

  it('takes the payment methods ticked, in their order, each with its note', async () => {
    const writes = serve(emptyBookingSettings);
    renderSection('paymentMethods');
    fireEvent.click(await screen.findByTestId('payment-method-check-mada'));
    fireEvent.click(screen.getByTestId('payment-method-check-cash'));
    fireEvent.change(await screen.findByTestId('payment-method-note-cash'), {
      target: { value: 'Exact change please' },
    });
    expect(screen.getByTestId('payment-method-note-mada')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      url: `${base}/payment-methods`,
      body: {
        methods: [
          { methodId: 10_101, note: 'Exact change please' },
          { methodId: 10_104, note: '' },
        ],
      },
    });
  });

  it('refuses no payment method with its message', async () => {
    const writes = serve(emptyBookingSettings);
    renderSection('paymentMethods');
    fireEvent.click(await screen.findByTestId('wizard-save'));
    expect(await screen.findByText('Select at least one payment method')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('asks before leaving the booking step with a section unsaved', async () => {
    serve(emptyBookingSettings);
    renderSection('terms');
    fireEvent.change(await screen.findByTestId('terms-url-en'), {
      target: { value: 'https://example.sa/terms' },
    });
    // A narrow screen: the steps are a Select.
    const steps = screen.getByTestId('wizard-step-select');
    fireEvent.mouseDown(steps.querySelector('.ant-select-content') ?? steps);
    fireEvent.click(
      await waitFor(() => {
        const option = document.querySelector<HTMLElement>(
          '.ant-select-item-option[title="Amenities"]',
        );
        expect(option).not.toBeNull();
        return option!;
      }),
    );
    expect(await screen.findByTestId('unsaved-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unsaved-discard'));
    await waitFor(() =>
      expect(screen.getByTestId('property-wizard').getAttribute('data-step')).toBe('amenities'),
    );
  });
});
