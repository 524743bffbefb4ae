import { describe, expect, it } from 'vitest';
import { searchParamsOf, syncLogParamsOf, syncLogsQueryOf } from './sync-log-params';

const property = '00000000-0000-4000-8000-000000000001';

describe('sync-log filters in the URL', () => {
  it('reads every filter the spec names and asks the API with them', () => {
    const filters = syncLogParamsOf(
      new URLSearchParams(
        `property=${property}&status=failed&action=sync_now&type=reservation&from=2026-03-01&to=2026-03-31&search=abc&page=3`,
      ),
    );
    expect(syncLogsQueryOf(filters)).toEqual({
      propertyId: property,
      buildingId: undefined,
      status: 'failed',
      action: 'sync_now',
      type: 'reservation',
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'abc',
      page: 3,
    });
  });

  it('drops what the API would refuse: unknown values, a bad id, a page below 1', () => {
    const filters = syncLogParamsOf(
      new URLSearchParams('property=42&status=ok&action=delete&type=x&from=2026-13-01&page=0'),
    );
    expect(searchParamsOf(filters).toString()).toBe('');
  });

  it('turns a backwards range round', () => {
    const filters = syncLogParamsOf(new URLSearchParams('from=2026-03-31&to=2026-03-01'));
    expect([filters.from, filters.to]).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('writes the filters back in one order, leaving out the empty ones and page 1', () => {
    const filters = syncLogParamsOf(new URLSearchParams(`search=%20run%20&status=success`));
    expect(searchParamsOf({ ...filters, page: 1 }).toString()).toBe('status=success&search=run');
  });
});
