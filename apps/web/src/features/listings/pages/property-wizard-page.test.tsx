import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData, testProperty } from '../test-harness';
import { PropertyWizardPage } from './property-wizard-page';

const fetchMock = vi.fn<typeof fetch>();
const narrowMatchMedia = window.matchMedia;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => Response.json({ data: testProperty }));
  // Wide enough for the steps bar (jsdom answers every media query "narrow" otherwise).
  window.matchMedia = (query: string) => ({ ...narrowMatchMedia(query), matches: true });
});

afterEach(() => {
  window.matchMedia = narrowMatchMedia;
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderWizard() {
  return renderWithData(
    [
      { path: '/properties/:id/edit', element: <PropertyWizardPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { path: `/properties/${testProperty.id}/edit?step=location`, property: testProperty },
  );
}

const step = () => screen.getByTestId('property-wizard').getAttribute('data-step');

describe('PropertyWizardPage', () => {
  it('switches steps freely while nothing is unsaved, and keeps the step in the URL', async () => {
    const { router } = renderWizard();
    fireEvent.click(screen.getByText('Photos'));
    await waitFor(() => expect(step()).toBe('photos'));
    expect(router.state.location.search).toBe('?step=photos');
  });

  it('asks before leaving a step with unsaved changes: Cancel stays, Discard goes and forgets them', async () => {
    renderWizard();
    fireEvent.change(screen.getByTestId('location-address'), {
      target: { value: 'Tahlia Street' },
    });

    fireEvent.click(screen.getByText('Photos'));
    expect(await screen.findByTestId('unsaved-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unsaved-cancel'));
    expect(step()).toBe('location');
    expect((screen.getByTestId('location-address') as HTMLInputElement).value).toBe(
      'Tahlia Street',
    );

    fireEvent.click(screen.getByText('Photos'));
    fireEvent.click(await screen.findByTestId('unsaved-discard'));
    await waitFor(() => expect(step()).toBe('photos'));

    fireEvent.click(screen.getByText('Location'));
    await waitFor(() => expect(step()).toBe('location'));
    expect((screen.getByTestId('location-address') as HTMLInputElement).value).toBe(
      'King Fahd Road',
    );
  });

  it('does not ask when the edit was undone', async () => {
    renderWizard();
    const address = screen.getByTestId('location-address');
    fireEvent.change(address, { target: { value: 'Tahlia Street' } });
    fireEvent.change(address, { target: { value: 'King Fahd Road' } });

    fireEvent.click(screen.getByText('Photos'));
    await waitFor(() => expect(step()).toBe('photos'));
    expect(screen.queryByTestId('unsaved-modal')).toBeNull();
  });

  it('holds a navigation away from the wizard until the user discards', async () => {
    const { router } = renderWizard();
    fireEvent.change(screen.getByTestId('location-address'), {
      target: { value: 'Tahlia Street' },
    });

    void router.navigate('/dashboard');
    expect(await screen.findByTestId('unsaved-modal')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/properties/${testProperty.id}/edit`);

    fireEvent.click(screen.getByTestId('unsaved-discard'));
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('saves and moves on with Save & Next', async () => {
    renderWizard();
    fireEvent.change(screen.getByTestId('location-address'), {
      target: { value: 'Tahlia Street' },
    });
    fireEvent.click(screen.getByTestId('wizard-save'));
    await waitFor(() => expect(step()).toBe('photos'));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/properties/${testProperty.id}/location`,
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(screen.queryByTestId('unsaved-modal')).toBeNull();
  });
});
