import { describe, expect, it } from 'vitest';
import { bookingsQueryOf, listParamsOf, paramsOf } from './list-params';

const property = '00000000-0000-4000-8000-000000000001';

describe('the bookings list’s URL', () => {
  it('reads All, the first page and no filter from an empty URL', () => {
    expect(listParamsOf(new URLSearchParams())).toEqual({
      when: 'all',
      search: '',
      status: undefined,
      propertyId: undefined,
      page: 1,
    });
  });

  it('reads Past / Upcoming, the search, the status, the property and the page', () => {
    const params = new URLSearchParams(
      `when=upcoming&search=Huda&status=pending&property=${property}&page=3`,
    );
    const list = listParamsOf(params);
    expect(list).toEqual({
      when: 'upcoming',
      search: 'Huda',
      status: 'pending',
      propertyId: property,
      page: 3,
    });
    expect(paramsOf(list).toString()).toBe(params.toString());
  });

  it('ignores what it does not know', () => {
    const list = listParamsOf(new URLSearchParams('when=soon&status=paid&property=1&page=-2'));
    expect(list).toMatchObject({ when: 'all', status: undefined, propertyId: undefined, page: 1 });
    expect(paramsOf(list).toString()).toBe('');
  });

  it('asks the API with a trimmed search, none when blank, 20 a page', () => {
    expect(bookingsQueryOf({ ...listParamsOf(new URLSearchParams()), search: '  ' })).toEqual({
      when: 'all',
      search: undefined,
      status: undefined,
      propertyId: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(
      bookingsQueryOf({ ...listParamsOf(new URLSearchParams()), search: ' Olaya ' }).search,
    ).toBe('Olaya');
  });
});
