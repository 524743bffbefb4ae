import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { NoResizeObserver, postedTo, wideScreen } from '../../billing/test-harness';
import {
  connection,
  connectionId,
  overview,
  property,
  propertyId,
  renderChannels,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const slow = { timeout: 40_000 };

const unconnected = { ...property, lastStatus: null, lastSyncAt: null, connections: [] };

// The first render pays for antd's styles on a busy machine.
describe('ChannelsPage', { timeout: 60_000 }, () => {
  it('says "Unable to load channels." when they do not load, with Retry', async () => {
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [500, { code: 'UNEXPECTED_ERROR', message: 'boom' }],
    });
    const failure = await screen.findByTestId('channels-error', {}, slow);
    expect(failure.textContent).toContain('Unable to load channels.');
    expect(within(failure).getByRole('button').textContent).toBe('Try again');
  });

  it('says it in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [500, { code: 'UNEXPECTED_ERROR', message: 'boom' }],
    });
    const failure = await screen.findByTestId('channels-error', {}, slow);
    expect(failure.textContent).toContain('تعذّر تحميل القنوات.');
  });

  it('asks for a property first when the owner has none', async () => {
    const { router } = renderChannels(fetchMock, '/channels', {
      'GET /channels': [200, overview([])],
    });
    const empty = await screen.findByTestId('channels-empty', {}, slow);
    expect(empty.textContent).toContain('You have no properties yet.');
    fireEvent.click(within(empty).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/new'));
  });

  it('shows a card per channel, with the property connected to Airbnb and not to the others', async () => {
    wideScreen();
    renderChannels(fetchMock, '/channels', { 'GET /channels': [200, overview([property])] });
    const airbnb = await screen.findByTestId('channel-card-airbnb', {}, slow);
    expect(
      ['airbnb', 'booking', 'vrbo', 'gathern', 'other'].map(
        (channel) => screen.getByTestId(`channel-card-${channel}`).querySelector('h2')?.textContent,
      ),
    ).toEqual(['Airbnb', 'Booking.com', 'Vrbo', 'Gathern', 'Other channel']);
    const row = within(airbnb).getByTestId(`channel-row-airbnb-${propertyId}`);
    expect(within(row).getByTestId('channel-row-state').textContent).toBe('Connected');
    expect((within(row).getByTestId('channel-export-url') as HTMLInputElement).value).toBe(
      connection.exportUrl,
    );
    expect(within(row).getByTestId('sync-status').textContent).toBe('Success');
    // The user's time zone (the test machine's), with seconds.
    const shown = within(row).getByTestId('channel-last-sync-at').textContent ?? '';
    expect(shown).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    const vrbo = screen.getByTestId(`channel-row-vrbo-${propertyId}`);
    expect(within(vrbo).getByTestId('channel-row-state').textContent).toBe('Not connected');
  });

  it('copies the export URL', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderChannels(fetchMock, '/channels', { 'GET /channels': [200, overview([property])] });
    const row = await screen.findByTestId(`channel-row-airbnb-${propertyId}`, {}, slow);
    fireEvent.click(within(row).getByTestId('channel-export-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(connection.exportUrl));
  });

  it('Test fetches the link and shows its event count; Save is offered only then', async () => {
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [200, overview([unconnected])],
      'POST /channels/test': [
        200,
        { data: { events: 7, upcomingEvents: 3, from: null, to: null } },
      ],
      'POST /channels/connections': [
        201,
        { data: { ...connection, channel: 'booking', id: connectionId } },
      ],
    });
    const row = await screen.findByTestId(`channel-row-booking-${propertyId}`, {}, slow);
    fireEvent.click(within(row).getByTestId('channel-connect'));
    const url = 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc';
    fireEvent.change(await screen.findByTestId('channel-import-url'), { target: { value: url } });
    const save = () => screen.getByTestId('channel-url-save') as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('channel-url-test'));
    const result = await screen.findByTestId('channel-url-test-result');
    expect(result.textContent).toBe('The calendar has 7 events, 3 of them upcoming.');
    expect(postedTo(fetchMock, '/channels/test')).toEqual([{ url }]);
    expect(postedTo(fetchMock, '/channels/connections')).toEqual([]);
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() =>
      expect(postedTo(fetchMock, '/channels/connections')).toEqual([
        { propertyId, unitNo: null, channel: 'booking', importUrl: url },
      ]),
    );
  });

  it('tells a refused link by its code, and keeps Save off', async () => {
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [200, overview([unconnected])],
      'POST /channels/test': [
        422,
        { code: 'CHANNEL_FEED_BLOCKED', message: 'blocked', details: [] },
      ],
    });
    const row = await screen.findByTestId(`channel-row-vrbo-${propertyId}`, {}, slow);
    fireEvent.click(within(row).getByTestId('channel-connect'));
    fireEvent.change(await screen.findByTestId('channel-import-url'), {
      target: { value: 'http://127.0.0.1/feed.ics' },
    });
    fireEvent.click(screen.getByTestId('channel-url-test'));
    expect((await screen.findByTestId('channel-url-test-error')).textContent).toBe(
      'This calendar link points to an address that cannot be used.',
    );
    expect((screen.getByTestId('channel-url-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives a multi-unit property a row per unit, and connects the unit chosen', async () => {
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [200, overview([{ ...unconnected, units: 2 }])],
      'POST /channels/connections': [201, { data: { ...connection, unitNo: 2 } }],
    });
    const gathern = await screen.findByTestId('channel-card-gathern', {}, slow);
    expect(
      within(gathern)
        .getAllByTestId('channel-row-name')
        .map((name) => name.textContent),
    ).toEqual(['Olaya flat · Unit 1', 'Olaya flat · Unit 2']);
    fireEvent.click(
      within(within(gathern).getByTestId(`channel-row-gathern-${propertyId}-2`)).getByTestId(
        'channel-connect',
      ),
    );
    // An empty link saves a connection that only exports (no Test needed).
    fireEvent.click(await screen.findByTestId('channel-url-save'));
    await waitFor(() =>
      expect(postedTo(fetchMock, '/channels/connections')).toEqual([
        { propertyId, unitNo: 2, channel: 'gathern', importUrl: null },
      ]),
    );
  });

  it('renews the export link only after confirming, and disconnects after confirming', async () => {
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [200, overview([property])],
      [`POST /channels/connections/${connectionId}/export-token`]: [
        200,
        { data: { ...connection, exportUrl: 'https://nuzul.example/ical/N3w.ics' } },
      ],
      [`DELETE /channels/connections/${connectionId}`]: [204, null],
    });
    const row = await screen.findByTestId(`channel-row-airbnb-${propertyId}`, {}, slow);
    const calls = (method: string, path: string) =>
      fetchMock.mock.calls.filter(
        ([url, init]) => String(url) === `/api/v1${path}` && init?.method === method,
      ).length;
    fireEvent.click(within(row).getByTestId('channel-export-regenerate'));
    expect(calls('POST', `/channels/connections/${connectionId}/export-token`)).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls('POST', `/channels/connections/${connectionId}/export-token`)).toBe(1),
    );
    fireEvent.click(within(row).getByTestId('channel-disconnect'));
    expect(calls('DELETE', `/channels/connections/${connectionId}`)).toBe(0);
    const yes = await screen.findAllByRole('button', { name: 'Yes' });
    fireEvent.click(yes[yes.length - 1] as HTMLElement);
    await waitFor(() => expect(calls('DELETE', `/channels/connections/${connectionId}`)).toBe(1));
  });

  it('Sync now says what the run did and links to its rows in the sync logs', async () => {
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [200, overview([property])],
      [`POST /channels/connections/${connectionId}/sync`]: [
        200,
        {
          data: {
            searchId: '6f1c2a4e-0000-4000-8000-00000000a001',
            status: 'success',
            failure: null,
            events: 4,
            created: 2,
            moved: 1,
            cancelled: 0,
            unchanged: 1,
            conflicts: 0,
            connection,
          },
        },
      ],
    });
    const row = await screen.findByTestId(`channel-row-airbnb-${propertyId}`, {}, slow);
    fireEvent.click(within(row).getByTestId('channel-sync-now'));
    const result = await within(row).findByTestId('channel-sync-result');
    expect(result.textContent).toContain(
      'Synced: 4 events read; 2 new, 1 moved, 0 cancelled, 0 conflicts.',
    );
    expect(within(result).getByRole('link').getAttribute('href')).toBe(
      '/sync-logs?search=6f1c2a4e-0000-4000-8000-00000000a001',
    );
  });

  it('shows a held feed with its reason and applies it on confirm', async () => {
    const held = {
      ...connection,
      lastStatus: 'failed' as const,
      lastError: { reason: 'emptied_feed' as const, detail: null },
      pendingConfirmation: {
        previousEvents: 5,
        events: 0,
        detectedAt: connection.lastSyncAt ?? '',
      },
    };
    renderChannels(fetchMock, '/channels', {
      'GET /channels': [200, overview([{ ...property, connections: [held] }])],
      [`POST /channels/connections/${connectionId}/confirm`]: [
        200,
        {
          data: {
            searchId: '6f1c2a4e-0000-4000-8000-00000000a002',
            status: 'success',
            failure: null,
            events: 0,
            created: 0,
            moved: 0,
            cancelled: 5,
            unchanged: 0,
            conflicts: 0,
            connection,
          },
        },
      ],
    });
    const row = await screen.findByTestId(`channel-row-airbnb-${propertyId}`, {}, slow);
    expect(within(row).getByTestId('channel-last-error').textContent).toBe(
      'The calendar suddenly lost its events; held until you confirm.',
    );
    expect(within(row).getByTestId('channel-hold').textContent).toContain(
      'It had 5 upcoming events and now has 0. Nothing was changed.',
    );
    fireEvent.click(within(row).getByTestId('channel-hold-confirm'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url) === `/api/v1/channels/connections/${connectionId}/confirm` &&
            init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
