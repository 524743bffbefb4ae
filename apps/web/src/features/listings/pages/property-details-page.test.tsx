import type { Property } from '@nuzul/shared/listings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { emptyBookingSettings, renderWithData, testProperty } from '../test-harness';
import { PropertyDetailsPage } from './property-details-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const englishDescription = 'A bright flat in Olaya. '.repeat(20).trim();
const arabicDescription = 'شقة مشرقة في حي العليا. '.repeat(20).trim();

const described: Property = {
  ...testProperty,
  description: {
    en: {
      headline: 'Kingdom Tower view',
      description: englishDescription,
      space: 'Two bedrooms and a majlis',
      access: 'The whole flat and the roof',
      neighborhood: 'Cafés and the metro nearby',
      notes: 'Parking in the basement',
      houseRules: 'No smoking. Quiet after 11 pm.',
      whyPurchased: 'Close to our family',
      ownerListingStory: 'We furnished it ourselves',
    },
    ar: {
      description: arabicDescription,
      houseRules: 'ممنوع التدخين.',
    },
    availableFrom: '2026-12-01',
  },
};

function renderDetails(property: Property) {
  return renderWithData([{ path: '/properties/:id', element: <PropertyDetailsPage /> }], {
    path: `/properties/${property.id}`,
    property,
  });
}

// The first render pays for antd's styles on a busy machine.
describe('PropertyDetailsPage description', { timeout: 20_000 }, () => {
  it('shows every saved part in the interface language: house rules, access, neighbourhood, the space, notes, why purchased, the story and the date', async () => {
    renderDetails(described);
    const about = await screen.findByTestId('details-description');

    expect(within(about).getByTestId('details-headline').textContent).toBe('Kingdom Tower view');
    const houseRules = within(about).getByTestId('details-part-houseRules');
    expect(houseRules.textContent).toContain('House rules');
    expect(houseRules.textContent).toContain('No smoking. Quiet after 11 pm.');
    for (const [part, text] of [
      ['space', 'Two bedrooms and a majlis'],
      ['access', 'The whole flat and the roof'],
      ['neighborhood', 'Cafés and the metro nearby'],
      ['notes', 'Parking in the basement'],
      ['whyPurchased', 'Close to our family'],
      ['ownerListingStory', 'We furnished it ourselves'],
    ] as const) {
      expect(within(about).getByTestId(`details-part-${part}`).textContent).toContain(text);
    }
    expect(within(about).getByTestId('details-available-from').textContent).toBe(
      'Available from December 1, 2026',
    );
  });

  it('offers the other language: Arabic shows the Arabic house rules, right to left', async () => {
    renderDetails(described);
    await screen.findByTestId('details-description');

    fireEvent.click(screen.getByTestId('details-language-ar'));

    await waitFor(() =>
      expect(screen.getByTestId('details-part-houseRules').textContent).toContain('ممنوع التدخين.'),
    );
    const content = screen.getByTestId('details-part-houseRules').parentElement;
    expect(content?.getAttribute('dir')).toBe('rtl');
    expect(screen.queryByTestId('details-part-space')).toBeNull();
  });

  it('opens in Arabic for an Arabic interface, with English one click away', async () => {
    await i18n.changeLanguage('ar');
    renderDetails(described);

    const rules = await screen.findByTestId('details-part-houseRules');
    expect(rules.textContent).toContain('ممنوع التدخين.');
    expect(screen.getByTestId('details-language-en')).toBeTruthy();
  });

  it('shows the parts of the only language written, without a language switch', async () => {
    renderDetails({
      ...testProperty,
      description: { ar: { houseRules: 'ممنوع الحفلات.' }, en: {}, availableFrom: null },
    });

    expect((await screen.findByTestId('details-part-houseRules')).textContent).toContain(
      'ممنوع الحفلات.',
    );
    expect(screen.queryByTestId('details-language-en')).toBeNull();
    expect(screen.queryByTestId('details-available-from')).toBeNull();
  });
});

describe('PropertyDetailsPage publishing', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; the confirmation's popup measures itself with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
  });

  function serve(publish: () => Response) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/booking-settings')) return Response.json({ data: emptyBookingSettings });
      if (init?.method === 'POST') return publish();
      return Response.json({ data: testProperty });
    });
  }

  it('shows a Pending property’s readiness, each missing item linked to the step that fixes it', async () => {
    serve(() => Response.json({ data: { ...testProperty, status: 'published' } }));
    renderDetails(testProperty);
    const list = await screen.findByTestId('readiness-checklist');
    const item = (key: string) => within(list).getByTestId(`readiness-checklist-${key}`);
    expect(item('specifications').getAttribute('data-missing')).toBe('false');
    expect(item('generalAmenities').getAttribute('data-missing')).toBe('false');
    expect(item('seasonalPrices').getAttribute('data-missing')).toBe('true');
    expect(item('seasonalPrices').querySelector('a')?.getAttribute('href')).toBe(
      `/properties/${testProperty.id}/edit?step=booking&section=seasons`,
    );
    expect(item('photos').querySelector('a')?.getAttribute('href')).toBe(
      `/properties/${testProperty.id}/edit?step=photos`,
    );
    expect(item('specifications').querySelector('a')).toBeNull();
  });

  it('shows a refused publish in the card, linking a missing item the checklist did not show', async () => {
    serve(() =>
      Response.json(
        {
          code: 'PROPERTY_NOT_READY',
          message: 'The listing is not ready',
          details: [
            { path: 'seasonalPrices', code: 'required', message: 'Missing' },
            { path: 'generalAmenities', code: 'required', message: 'Missing' },
          ],
        },
        { status: 409 },
      ),
    );
    renderDetails(testProperty);
    fireEvent.click(await screen.findByTestId('details-publish'));
    const refusal = await screen.findByTestId('publish-refusal');
    expect(within(refusal).getByText('Complete the listing before publishing.')).toBeTruthy();
    // Seasonal prices are in the checklist above already; general amenities are not.
    expect(within(refusal).queryByText('Seasonal prices')).toBeNull();
    expect(within(refusal).getByText('General amenities').closest('a')?.getAttribute('href')).toBe(
      `/properties/${testProperty.id}/edit?step=amenities`,
    );
  });

  it('unpublishes a published property', async () => {
    serve(() => Response.json({ data: testProperty }));
    renderDetails({ ...testProperty, status: 'published' });
    fireEvent.click(await screen.findByTestId('details-unpublish'));
    fireEvent.click(
      await screen.findByText('Unpublish', { selector: '.ant-popconfirm button span' }),
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/v1/properties/${testProperty.id}/unpublish`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(await screen.findByTestId('details-publish')).toBeTruthy();
  });
});
