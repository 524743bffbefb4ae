import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToastApi } from '../../../app/toast';
import { renderWithData, testProperty } from '../test-harness';
import { LocationStep } from './location-step';
import { locationValuesOf, type LocationValues } from './section-values';

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

// The first render of a step pays for antd's styles and the map's chunk on a busy machine.
describe('LocationStep saving', { timeout: 20_000 }, () => {
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
            {
              path: 'body.floorNumber',
              code: 'floorAboveTotal',
              message: 'Floor number cannot exceed total floors',
            },
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

  it('says a refusal for want of a plan (402) with See plans, which opens the plans page', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          statusCode: 402,
          code: 'SUBSCRIPTION_MISSING',
          error: 'Payment Required',
          message: "You don't have subscription. Subscribe To a Plan first.",
        },
        { status: 402 },
      ),
    );
    const onDone = vi.fn();
    const { router } = renderWithData([
      {
        path: '/',
        element: (
          <LocationStep
            property={undefined}
            draft={locationValuesOf(testProperty)}
            onEdit={vi.fn()}
            onDone={onDone}
            isLast={false}
          />
        ),
      },
      { path: '/subscriptions/plans', element: <p>plans</p> },
    ]);

    fireEvent.click(screen.getByTestId('wizard-save'));

    const refusal = await screen.findByTestId('wizard-error');
    expect(refusal.textContent).toContain(
      "You don't have subscription. Subscribe To a Plan first.",
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/v1/properties', 'POST']);
    fireEvent.click(screen.getByTestId('see-plans'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/plans'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('checks the floor against the total floors before sending', async () => {
    const { onDone } = renderStep();

    fireEvent.change(inputOf('location-floor'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('wizard-save'));

    expect(await screen.findByText(FLOOR_ABOVE_TOTAL)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

function inputOf(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  return (
    element.tagName === 'INPUT' ? element : element.querySelector('input')
  ) as HTMLInputElement;
}

const FLOOR_ABOVE_TOTAL = 'Floor number cannot exceed total floors';

describe('LocationStep fields that depend on each other', { timeout: 20_000 }, () => {
  it('drops "floor exceeds total floors" once the total is raised, and shows it when lowered', async () => {
    renderStep();

    fireEvent.change(inputOf('location-floor'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('wizard-save'));
    expect(await screen.findByText(FLOOR_ABOVE_TOTAL)).toBeTruthy();

    fireEvent.change(inputOf('location-total-floors'), { target: { value: '12' } });
    await waitFor(() => expect(screen.queryByText(FLOOR_ABOVE_TOTAL)).toBeNull());

    fireEvent.change(inputOf('location-total-floors'), { target: { value: '4' } });
    expect(await screen.findByText(FLOOR_ABOVE_TOTAL)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses "abc" as a Saudi postal code: 5 digits', async () => {
    renderStep();

    fireEvent.change(inputOf('location-postal-code'), { target: { value: 'abc' } });
    expect(await screen.findByText('A Saudi postal code is 5 digits')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-save'));
    await waitFor(() =>
      expect(screen.getAllByText('A Saudi postal code is 5 digits')).toHaveLength(1),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(inputOf('location-postal-code'), { target: { value: '12211' } });
    await waitFor(() => expect(screen.queryByText('A Saudi postal code is 5 digits')).toBeNull());
  });

  it('keeps a latitude of 221.5 as typed and says it is out of range, sending nothing', async () => {
    const { onDone } = renderStep();

    fireEvent.change(inputOf('location-latitude'), { target: { value: '221.5' } });
    fireEvent.blur(inputOf('location-latitude'));
    expect(await screen.findByText('Latitude must be between -90 and 90')).toBeTruthy();
    expect(inputOf('location-latitude').value).toBe('221.5');
    fireEvent.click(screen.getByTestId('wizard-save'));
    await waitFor(() => expect(inputOf('location-latitude').value).toBe('221.5'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
