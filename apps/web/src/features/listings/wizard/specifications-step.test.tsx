import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData, testProperty } from '../test-harness';
import { SpecificationsStep, syncedArea } from './specifications-step';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    Response.json({ data: [], meta: { page: 1, pageSize: 50, total: 0 } }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function inputOf(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  return (
    element.tagName === 'INPUT' ? element : element.querySelector('input')
  ) as HTMLInputElement;
}

describe('syncedArea', () => {
  it('converts m² to sqf and sqf to m², two decimals', () => {
    expect(syncedArea({ areaM2: 50 })).toEqual({ areaSqf: 538.19 });
    expect(syncedArea({ areaSqf: 1076.39 })).toEqual({ areaM2: 100 });
  });

  it('clears the twin when a field is cleared, and leaves other changes alone', () => {
    expect(syncedArea({ areaM2: null })).toEqual({ areaSqf: null });
    expect(syncedArea({ sleep: 3 } as never)).toEqual({});
  });
});

describe('SpecificationsStep area fields', () => {
  it('fills sqf as m² is typed, and m² as sqf is typed', async () => {
    const onEdit = vi.fn();
    renderWithData([
      {
        path: '/',
        element: (
          <SpecificationsStep
            property={{ ...testProperty, specifications: null, completedSections: ['location'] }}
            draft={undefined}
            onEdit={onEdit}
            onDone={vi.fn()}
            isLast={false}
          />
        ),
      },
    ]);

    fireEvent.change(inputOf('specifications-area-m2'), { target: { value: '5' } });
    await waitFor(() => expect(inputOf('specifications-area-sqf').value).toBe('53.82'));
    fireEvent.change(inputOf('specifications-area-m2'), { target: { value: '50' } });
    await waitFor(() => expect(inputOf('specifications-area-sqf').value).toBe('538.19'));

    fireEvent.change(inputOf('specifications-area-sqf'), { target: { value: '1076.39' } });
    await waitFor(() => expect(inputOf('specifications-area-m2').value).toBe('100'));

    // The wizard hears of both values, and that the step now differs from what is saved.
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ areaM2: 100, areaSqf: 1076.39 }),
      true,
    );
  });
});
