import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastApi } from '../../../app/toast';
import { renderWithData, testProperty } from '../test-harness';
import { LocationStep } from './location-step';
import type { LocationValues } from './section-values';

const fetchMock = vi.fn<typeof fetch>();
const info = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToastApi({ info, error: vi.fn(), success: vi.fn() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderStep(draft?: LocationValues) {
  const onDone = vi.fn();
  const onEdit = vi.fn();
  renderWithData(
    [
      {
        path: '/',
        element: (
          <LocationStep
            property={testProperty}
            draft={draft}
            onEdit={onEdit}
            onDone={onDone}
            isLast={false}
          />
        ),
      },
    ],
    { property: testProperty },
  );
  return { onDone, onEdit };
}

describe('LocationStep saving', () => {
  it('says "No changes to save." and calls no API when nothing changed', async () => {
    const { onDone } = renderStep();

    fireEvent.click(screen.getByTestId('wizard-save'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(undefined));
    expect(info).toHaveBeenCalledWith('No changes to save.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the section once a field changed', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: testProperty }));
    const { onDone, onEdit } = renderStep();

    fireEvent.change(screen.getByTestId('location-address'), {
      target: { value: 'Tahlia Street' },
    });
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: 'Tahlia Street' }),
      true,
    );
    fireEvent.click(screen.getByTestId('wizard-save'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(testProperty));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/properties/${testProperty.id}/location`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      address: 'Tahlia Street',
      cityId: 3001,
    });
    expect(info).not.toHaveBeenCalled();
  });

  it('shows a refusal of the API at the field it names, translated', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          error: 'Bad Request',
          message: 'Floor number cannot exceed total floors',
          details: [
            { path: 'body.floorNumber', message: 'Floor number cannot exceed total floors' },
          ],
        },
        { status: 400 },
      ),
    );
    const { onDone } = renderStep();

    fireEvent.change(screen.getByTestId('location-address'), {
      target: { value: 'Tahlia Street' },
    });
    fireEvent.click(screen.getByTestId('wizard-save'));

    expect(await screen.findByText('Floor number cannot exceed total floors')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('checks the floor against the total floors before sending', async () => {
    const { onDone } = renderStep();

    const floor = screen.getByTestId('location-floor');
    const input = (
      floor.tagName === 'INPUT' ? floor : floor.querySelector('input')
    ) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('wizard-save'));

    expect(await screen.findByText('Floor number cannot exceed total floors')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
