import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData, testProperty } from '../test-harness';
import { PropertyWizardPage } from './property-wizard-page';

const fetchMock = vi.fn<typeof fetch>();
const narrowMatchMedia = window.matchMedia;

/** jsdom has no ResizeObserver; tabs measure themselves with one. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal('scrollTo', () => undefined);
  fetchMock.mockImplementation(async () => Response.json({ data: testProperty }));
  // Wide enough for the steps bar (jsdom answers every media query "narrow" otherwise).
  window.matchMedia = (query: string) => ({ ...narrowMatchMedia(query), matches: true });
});

afterEach(() => {
  window.matchMedia = narrowMatchMedia;
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderWizard(step = 'location', property = testProperty) {
  return renderWithData(
    [
      { path: '/properties/:id/edit', element: <PropertyWizardPage /> },
      { path: '/properties/new', element: <PropertyWizardPage /> },
      { path: '/properties/:id', element: <p>details</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { path: `/properties/${property.id}/edit?step=${step}`, property },
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

describe('the "Ready to publish your listing?" prompt', { timeout: 30_000 }, () => {
  /** Answers POST …/publish with `publish`; everything else with the property. */
  function servePublish(publish: () => Response) {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' && String(input).endsWith('/publish')
        ? publish()
        : Response.json({ data: testProperty }),
    );
  }

  async function finishWizard() {
    fireEvent.click(await screen.findByTestId('wizard-save'));
    return screen.findByTestId('publish-prompt');
  }

  it('follows the last step’s save, with its exact title and three buttons', async () => {
    renderWizard('description');
    await finishWizard();
    expect(screen.getByText('Ready to publish your listing?')).toBeTruthy();
    expect(screen.getByTestId('publish-property').textContent).toBe('Publish Property');
    expect(screen.getByTestId('publish-add-another').textContent).toBe('Add another property');
    expect(screen.getByTestId('publish-explore-dashboard').textContent).toBe('Explore Dashboard');
  });

  it('lists what a refused listing misses, each linked to the step and section that fix it', async () => {
    servePublish(() =>
      Response.json(
        {
          code: 'PROPERTY_NOT_READY',
          message: 'The listing is not ready',
          details: [
            { path: 'seasonalPrices', code: 'required', message: 'Missing' },
            { path: 'description', code: 'required', message: 'Missing' },
          ],
        },
        { status: 409 },
      ),
    );
    const { router } = renderWizard('description');
    await finishWizard();
    fireEvent.click(screen.getByTestId('publish-property'));

    const refusal = await screen.findByTestId('publish-refusal');
    expect(within(refusal).getByText('Complete the listing before publishing.')).toBeTruthy();
    const seasons = within(refusal).getByText('Seasonal prices').closest('a');
    expect(seasons?.getAttribute('href')).toBe(
      `/properties/${testProperty.id}/edit?step=booking&section=seasons`,
    );
    expect(within(refusal).getByText('Description').closest('a')?.getAttribute('href')).toBe(
      `/properties/${testProperty.id}/edit?step=description`,
    );
    expect(within(refusal).queryByText('Photos')).toBeNull();

    fireEvent.click(seasons!);
    await waitFor(() => expect(step()).toBe('booking'));
    expect(router.state.location.search).toBe('?step=booking&section=seasons');
  });

  it('publishes and opens the property page', async () => {
    servePublish(() => Response.json({ data: { ...testProperty, status: 'published' } }));
    const { router } = renderWizard('description');
    await finishWizard();
    fireEvent.click(screen.getByTestId('publish-property'));
    expect(await screen.findByText('details')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/properties/${testProperty.id}`);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/properties/${testProperty.id}/publish`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('starts a fresh wizard for another property', async () => {
    const { router } = renderWizard('description');
    await finishWizard();
    fireEvent.click(screen.getByTestId('publish-add-another'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/new'));
    await waitFor(() => expect(step()).toBe('location'));
    expect(screen.queryByTestId('wizard-property-name')).toBeNull();
  });

  it('opens the dashboard', async () => {
    renderWizard('description');
    await finishWizard();
    fireEvent.click(screen.getByTestId('publish-explore-dashboard'));
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('stays in the wizard on Esc', async () => {
    const { router } = renderWizard('description');
    const prompt = await finishWizard();
    const dialog = prompt.querySelector('[role="dialog"]')!;
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // The prompt leaves (jsdom never ends the closing animation that would remove it).
    await waitFor(() => expect(dialog.className).toContain('ant-zoom-leave'));
    expect(step()).toBe('description');
    expect(router.state.location.pathname).toBe(`/properties/${testProperty.id}/edit`);
  });

  it('is not shown for a published property: the last step goes to its page', async () => {
    const published = { ...testProperty, status: 'published' as const };
    renderWizard('description', published);
    fireEvent.click(await screen.findByTestId('wizard-save'));
    expect(await screen.findByText('details')).toBeTruthy();
    expect(screen.queryByTestId('publish-prompt')).toBeNull();
  });
});
