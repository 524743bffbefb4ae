import type { ChannelConflict } from '@nuzul/shared/channels';
import type { TimelineProperty } from '@nuzul/shared/bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VirtualItem } from '@tanstack/react-virtual';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { useLanguage } from '../../../app/use-language';
import { queriesOf, serveApi } from '../../billing/test-harness';
import {
  FocusedConflicts,
  conflictsOfRow,
  conflictsOn,
  useConflictText,
  useTimelineConflicts,
} from './timeline-conflicts';
import { DAY_WIDTH, ROW_HEIGHT, indexOfDay, startSide, timelineAxis } from './timeline-grid';
import { RowCells } from './timeline-row';
import type { TimelineRow } from './timeline-rows';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const propertyId = '00000000-0000-4000-8000-0000000000a1';
const axis = timelineAxis('2026-11-24');
const days = Array.from({ length: axis.count }, (_, index) => ({
  date: new Date(Date.UTC(2025, 10, 24 + index)).toISOString().slice(0, 10),
  weekend: false,
}));
const SIDE = 220;

const property = {
  id: propertyId,
  name: 'Olaya Tower',
  internalName: null,
  status: 'published',
  buildingId: null,
  buildingName: null,
  cityId: 1,
  cityNameAr: null,
  cityNameEn: null,
  timeZone: 'Asia/Riyadh',
  today: '2026-11-24',
  units: 2,
  days: { price: [], priceSource: [], minNights: [], maxNights: [] },
} as unknown as TimelineProperty;

const unitRow = (unitNo: number): TimelineRow => ({
  kind: 'unit',
  key: `u:${unitNo}`,
  unit: { propertyId, unitNo, holds: [] },
  property,
});

/** Airbnb's 1–4 December (three nights) over a booking of unit 2. */
const overBooking: ChannelConflict = {
  id: '00000000-0000-4000-8000-0000000000e1',
  connectionId: '00000000-0000-4000-8000-0000000000c1',
  propertyId,
  unitNo: 2,
  channel: 'airbnb',
  externalUid: 'abc@airbnb.com',
  summary: 'Reserved',
  dateFrom: '2026-12-01',
  dateTo: '2026-12-04',
  conflictingBookingId: '00000000-0000-4000-8000-0000000000d1',
  detectedAt: '2026-11-20T10:00:00.000Z',
};
/** Booking.com's 10–12 December over blocked days of unit 2. */
const overBlock: ChannelConflict = {
  ...overBooking,
  id: '00000000-0000-4000-8000-0000000000e2',
  channel: 'booking',
  dateFrom: '2026-12-10',
  dateTo: '2026-12-12',
  conflictingBookingId: null,
};

/** The first three weeks of December on screen. */
const columns: VirtualItem[] = Array.from({ length: 21 }, (_, offset) => {
  const index = indexOfDay(axis, '2026-12-01') + offset;
  return {
    key: index,
    index,
    start: SIDE + index * DAY_WIDTH,
    end: SIDE + (index + 1) * DAY_WIDTH,
    size: DAY_WIDTH,
    lane: 0,
  };
});

/** A unit's row as the grid draws it and the note of the focused day, as the view does. */
function Harness({ row, focusDay }: { row: TimelineRow; focusDay: string }) {
  const { t } = useTranslation('calendar');
  const { direction } = useLanguage();
  const conflicts = useTimelineConflicts(axis);
  const conflictText = useConflictText();
  return (
    <>
      <RowCells
        index={0}
        top={0}
        row={row}
        columns={columns}
        axis={axis}
        days={days}
        side={startSide(direction)}
        sideWidth={SIDE}
        dayWidth={DAY_WIDTH}
        rowHeight={ROW_HEIGHT}
        selectedFrom={-1}
        selectedTo={-1}
        focusDay={-1}
        aheadPrices={undefined}
        backPrices={undefined}
        priceText={String}
        movingId={null}
        conflicts={conflictsOfRow(conflicts, row)}
        conflictText={conflictText}
        t={t}
      />
      <FocusedConflicts
        conflicts={conflictsOn(conflictsOfRow(conflicts, row), focusDay)}
        conflictText={conflictText}
      />
    </>
  );
}

function renderRow(row: TimelineRow, focusDay = '2026-12-02') {
  serveApi(fetchMock, {
    'GET /channels/conflicts': [200, { data: [overBooking, overBlock] }],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Harness row={row} focusDay={focusDay} />
    </QueryClientProvider>,
  );
  /** The focus moved to another day (the arrows), the answer kept. */
  const focusOn = (day: string) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Harness row={row} focusDay={day} />
      </QueryClientProvider>,
    );
  return { focusOn };
}

const marks = () => screen.findAllByTestId('timeline-conflict', {}, { timeout: 20_000 });

describe('channel conflicts on the timeline', { timeout: 60_000 }, () => {
  it("marks each conflict over its unit's nights, its explanation on the mark, all properties' conflicts over the axis asked once", async () => {
    renderRow(unitRow(2));
    const [first, second] = await marks();
    expect(first?.dataset).toMatchObject({ from: '2026-12-01', to: '2026-12-04' });
    // From the 1st (its column's start), three nights wide: the departure day is free.
    const start = SIDE + indexOfDay(axis, '2026-12-01') * DAY_WIDTH;
    expect(first?.style.left).toBe(`${start}px`);
    expect(first?.style.width).toBe(`${3 * DAY_WIDTH}px`);
    expect(second?.style.width).toBe(`${2 * DAY_WIDTH}px`);
    expect(screen.getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual([
      'Channel booking not placed: Airbnb: December 1, 2026 to December 4, 2026 overlaps a booking.',
      'Channel booking not placed: Booking.com: December 10, 2026 to December 12, 2026 overlaps blocked days.',
    ]);
    expect(screen.getAllByRole('img')[0]?.getAttribute('title')).toContain('overlaps a booking');
    expect(queriesOf(fetchMock, '/channels/conflicts')).toEqual(['?from=2025-11-24&to=2027-11-24']);
  });

  it('reads out the conflicts of the focused day, none on the departure day', async () => {
    const { focusOn } = renderRow(unitRow(2), '2026-12-03');
    await marks();
    const note = screen.getByRole('status');
    expect(note.getAttribute('aria-live')).toBe('polite');
    expect(note.textContent).toBe(
      'Channel booking not placed: Airbnb: December 1, 2026 to December 4, 2026 overlaps a booking.',
    );
    focusOn('2026-12-04');
    expect(screen.getByRole('status').textContent).toBe('');
    focusOn('2026-12-11');
    expect(screen.getByRole('status').textContent).toBe(
      'Channel booking not placed: Booking.com: December 10, 2026 to December 12, 2026 overlaps blocked days.',
    );
    focusOn('2026-12-12');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("draws no mark on another unit's row, nor on a header", async () => {
    renderRow(unitRow(1));
    await vi.waitFor(() => expect(queriesOf(fetchMock, '/channels/conflicts')).toHaveLength(1));
    renderRow({ kind: 'property', key: 'p', property, collapsed: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByTestId('timeline-conflict')).toEqual([]);
    expect(conflictsOn(undefined, '2026-12-02')).toEqual([]);
  });

  it('says it in Arabic, the nights measured from the right', async () => {
    await i18n.changeLanguage('ar');
    renderRow(unitRow(2), '2026-12-01');
    const [first] = await marks();
    expect(first?.style.right).toBe(`${SIDE + indexOfDay(axis, '2026-12-01') * DAY_WIDTH}px`);
    expect(first?.style.left).toBe('');
    const label = screen.getAllByRole('img')[0]?.getAttribute('aria-label') ?? '';
    expect(label).toMatch(/^حجز من قناة تعذّر وضعه: Airbnb: من .+ إلى .+ يتداخل مع حجز\.$/);
    expect(screen.getByRole('status').textContent).toBe(label);
  });
});
