import { addDays, formatDate, todayIn } from '@nuzul/shared/dates';
import type { BookingSettings, Season } from '@nuzul/shared/terms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyWizardPage } from '../../pages/property-wizard-page';
import { emptyBookingSettings, renderWithData, testProperty } from '../../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const base = `/api/v1/properties/${testProperty.id}`;
const today = todayIn('Asia/Riyadh', new Date());

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const past: Season = {
  id: '00000000-0000-4000-8000-000000000201',
  seasonName: 'Last Eid',
  dailyPrice: 400_00,
  extraGuestPrice: 0,
  guests: 2,
  minStay: 1,
  maxStay: 30,
  dateFrom: addDays(today, -40),
  dateTo: addDays(today, -30),
};
const current: Season = {
  id: '00000000-0000-4000-8000-000000000202',
  seasonName: 'Winter',
  dailyPrice: 500_00,
  extraGuestPrice: 50_00,
  guests: 2,
  minStay: 2,
  maxStay: 14,
  dateFrom: addDays(today, 1),
  dateTo: addDays(today, 60),
};

/** 3 nights for 2 guests at 500 SAR, cleaning 150 SAR per stay, VAT 15 % of both. */
const settings: BookingSettings = {
  ...emptyBookingSettings,
  completedSections: [...emptyBookingSettings.completedSections, 'chargeProfile', 'seasons'],
  seasons: [current, past],
  chargeProfile: {
    fees: [
      {
        kind: 'fee',
        typeId: 10_001,
        discriminator: 'per_stay',
        value: 150_00,
        percentage: null,
        collectionTime: 'at_booking',
        optional: false,
      },
      {
        kind: 'tax',
        typeId: 10_011,
        discriminator: 'percentage',
        value: null,
        percentage: 1500,
        collectionTime: 'at_booking',
        optional: false,
      },
    ],
    downPayment: { type: 'percentage', percentage: 3000, amount: null },
    securityDeposit: { type: 'amount', percentage: null, amount: 500_00 },
  },
};

function serve(onWrite: (method: string, url: string, body: unknown) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    if (method === 'GET' && url === `${base}/booking-settings`) {
      return Response.json({ data: settings });
    }
    if (method === 'GET') return Response.json({ data: testProperty });
    return onWrite(method, url, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  });
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

function renderSeasons() {
  return renderWithData([{ path: '/properties/:id/edit', element: <PropertyWizardPage /> }], {
    path: `/properties/${testProperty.id}/edit?step=booking&section=seasons`,
    property: testProperty,
  });
}

describe('Seasonal Pricing', { timeout: 30_000 }, () => {
  it('lists the seasons by date with their Hijri day beneath, the past ones greyed', async () => {
    serve(() => Response.json({}, { status: 500 }));
    renderSeasons();
    const rows = await screen.findAllByTestId(/^season-row-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      `season-row-${past.id}`,
      `season-row-${current.id}`,
    ]);
    expect(rows[0]!.getAttribute('data-past')).toBe('true');
    expect(within(rows[0]!).getByText('Past')).toBeTruthy();
    expect(rows[1]!.getAttribute('data-past')).toBeNull();
    const winter = within(rows[1]!);
    expect(winter.getByText(formatDate(current.dateFrom, 'en', { style: 'medium' }))).toBeTruthy();
    expect(
      winter.getByText(formatDate(current.dateFrom, 'en', { hijri: true, style: 'medium' })),
    ).toBeTruthy();
    expect(rows[1]!.textContent).toMatch(/SAR\s500\.00/);
    expect(rows[1]!.textContent).toContain('2–14 nights');
  });

  it('prices the example stay night by night with the fees and VAT: 3 × 500 + 150, VAT 247.50, total 1,897.50 SAR', async () => {
    serve(() => Response.json({}, { status: 500 }));
    renderSeasons();
    const quote = await screen.findByTestId('example-quote');
    expect(within(quote).getByTestId('example-quote-total').textContent).toMatch(/SAR\s1,897\.50/);
    expect(quote.textContent).toMatch(/VAT\s*SAR\s247\.50/);
  });

  it('keeps a season’s guests below the max guests, without asking the API', async () => {
    const writes = vi.fn(() => Response.json({}, { status: 500 }));
    serve(writes);
    renderSeasons();
    fireEvent.click(await screen.findByTestId(`season-edit-${current.id}`));
    fireEvent.change(await screen.findByTestId('season-guests'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('season-save'));
    expect(await screen.findByText('Guests must be below the maximum guests')).toBeTruthy();
    expect(writes).not.toHaveBeenCalled();
  });

  it('shows the API’s overlap refusal inside the drawer', async () => {
    serve((method, url) =>
      method === 'PUT' && url === `${base}/seasons/${current.id}`
        ? Response.json(
            { code: 'SEASON_OVERLAP', message: 'Seasons cannot overlap' },
            { status: 409 },
          )
        : Response.json({}, { status: 500 }),
    );
    renderSeasons();
    fireEvent.click(await screen.findByTestId(`season-edit-${current.id}`));
    fireEvent.change(await screen.findByTestId('season-name'), { target: { value: 'Winter 2' } });
    fireEvent.click(screen.getByTestId('season-save'));
    const drawer = await screen.findByTestId('season-drawer');
    await waitFor(() =>
      expect(within(drawer).getByTestId('season-error').textContent).toBe('Seasons cannot overlap'),
    );
  });

  it('copies a season to next year', async () => {
    const writes = vi.fn((_method: string, _url: string) =>
      Response.json(
        { data: { ...current, id: '00000000-0000-4000-8000-000000000203' } },
        { status: 201 },
      ),
    );
    serve(writes);
    renderSeasons();
    fireEvent.click(await screen.findByTestId(`season-copy-${current.id}`));
    await waitFor(() =>
      expect(writes).toHaveBeenCalledWith(
        'POST',
        `${base}/seasons/${current.id}/copy-next-year`,
        undefined,
      ),
    );
  });
});
