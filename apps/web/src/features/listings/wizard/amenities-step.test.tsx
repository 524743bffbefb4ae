import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@nuzul/shared/listings';
import { renderWithData, testProperty } from '../test-harness';
import { AmenitiesStep } from './amenities-step';

const fetchMock = vi.fn<typeof fetch>();

/** jsdom has no ResizeObserver; a multiple Select measures its tags with one. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const BATHROOM = 2;
const BEDROOM = 6;
const KING_BED = 801;

function renderStep(rooms: Property['amenities']['rooms']) {
  const property: Property = { ...testProperty, amenities: { amenityIds: [501], rooms } };
  const onEdit = vi.fn();
  renderWithData(
    [
      {
        path: '/',
        element: (
          <AmenitiesStep
            property={property}
            draft={undefined}
            onEdit={onEdit}
            onDone={vi.fn()}
            isLast={false}
          />
        ),
      },
    ],
    { property },
  );
  return { onEdit };
}

const room = (compositionId: number, amenityIds: number[]) => ({
  id: `00000000-0000-4000-8000-00000000010${compositionId}`,
  compositionId,
  amenityIds,
});

/** Opens a Select and answers the names of the options its dropdown lists. */
async function optionsOf(testId: string): Promise<string[]> {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  // Each Select renders its dropdown once, at the end of the page.
  const dropdown = await waitFor(() => {
    const all = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
    expect(all.length).toBeGreaterThan(before);
    return all[all.length - 1]!;
  });
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}

// The first render of a step pays for antd's styles on a busy machine.
describe('AmenitiesStep room amenities', { timeout: 20_000 }, () => {
  it('offers a bathroom its bathroom items and no beds, and a bedroom its beds and no shower', async () => {
    renderStep([room(BEDROOM, [KING_BED]), room(BATHROOM, [821])]);

    const bathroom = await optionsOf('room-amenities-1');
    expect(bathroom).toContain('Shower');
    expect(bathroom).not.toContain('King bed');
    expect(bathroom).not.toContain('Wardrobe');

    const bedroom = await optionsOf('room-amenities-0');
    expect(bedroom).toContain('King bed');
    expect(bedroom).toContain('Wardrobe');
    expect(bedroom).not.toContain('Shower');
  });

  it('drops the bed of a bedroom that becomes a bathroom', async () => {
    const { onEdit } = renderStep([room(BEDROOM, [KING_BED, 840]), room(BATHROOM, [821])]);

    const composition = screen.getByTestId('room-composition-0');
    fireEvent.mouseDown(composition.querySelector('.ant-select-selector') ?? composition);
    const bathroomOption = await waitFor(() => {
      const option = [
        ...document.querySelectorAll<HTMLElement>('.ant-select-item-option[title="Bathroom"]'),
      ].at(-1);
      expect(option).toBeDefined();
      return option!;
    });
    fireEvent.click(bathroomOption);

    await waitFor(() =>
      expect(onEdit).toHaveBeenLastCalledWith(
        expect.objectContaining({
          rooms: [
            { compositionId: BATHROOM, amenityIds: [] },
            { compositionId: BATHROOM, amenityIds: [821] },
          ],
        }),
        true,
      ),
    );
    expect(screen.getByTestId('room-amenities-0').textContent).not.toContain('King bed');
  });
});
