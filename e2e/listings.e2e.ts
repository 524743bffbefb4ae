import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { onTestFinished } from 'vitest';
import { documentDirection, newAccount } from './support/accounts';
import {
  expect,
  test as base,
  type OpenPage,
  type OpenedPage,
  type PageProblems,
  type RunningApp,
} from './support/fixtures';
import { subscribeThroughApi } from './support/billing';
import { mapTileEnv, serveMapTiles } from './support/map-tiles';
import { choose, chooseMany, dropdownsClosed, openDropdowns } from './support/select';
import { apiCall, signInThroughApi, storeSession, type Session } from './support/session';

// Accounts come from the API (accounts.e2e.ts covers sign-up): one owner for the whole file.
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
    ...mapTileEnv,
  }))
  // Creating properties needs a plan (spec §6): the owner subscribes before the journeys.
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('listings', 'ريم'));
    await subscribeThroughApi(app, session);
    return session;
  });

/** Seeded definitions (apps/api/src/modules/definitions/definitions.seed.*.ts). */
const ids = { riyadh: 3001, apartment: 101 } as const;

/** Arabic texts of the screens (apps/web/src/locales/ar/*.json and the seeded names). */
const ar = {
  riyadh: 'الرياض',
  apartment: 'شقة',
  wifi: 'واي فاي',
  airConditioning: 'تكييف',
  bedroomComposition: 'غرفة نوم',
  bathroomComposition: 'حمّام',
  kingBed: 'سرير كينج',
  singleBed: 'سرير مفرد',
  shower: 'دش',
  bedroomType: 'غرفة النوم',
  bathroomType: 'الحمّام',
  exteriorType: 'الواجهة الخارجية',
  pending: 'قيد المراجعة',
  noChanges: 'لا توجد تغييرات لحفظها.',
  photosStep: 'الصور',
  descriptionStep: 'الوصف والحجز',
  publishPromptTitle: 'هل أنت جاهز لنشر إعلانك؟',
  seasonsItem: 'الأسعار الموسمية',
  locationStep: 'الموقع',
  houseRulesTitle: 'قواعد المنزل',
  latitudeRange: 'يجب ألا يتجاوز خط العرض 90 درجة',
  zoomIn: 'تكبير',
  deleteConfirm: 'هل تريد حذف هذا التعريف؟',
} as const;

const PHOTO_COUNT = 5;

/**
 * A page of a signed-in owner in the given interface language (desktop width, 1280 px). The
 * maps (Location step, property page) get their tiles from the test.
 */
async function openSignedIn(
  openPage: OpenPage,
  session: Session,
  language: 'ar' | 'en',
): Promise<OpenedPage> {
  const opened = await openPage({ locale: language === 'ar' ? 'ar' : 'en-US' });
  await storeSession(opened.context, session, language);
  await serveMapTiles(opened.page);
  return opened;
}

/** No Content-Security-Policy violation, uncaught error or console error in the page. */
function expectNoProblems(problems: PageProblems): void {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
}

/** The names a Select's dropdown offers: it opens, and stays open for the next step. */
async function optionNames(page: Page, testId: string): Promise<string[]> {
  const dropdown = openDropdowns(page);
  if ((await dropdown.count()) === 0) await page.getByTestId(testId).click();
  await dropdown.locator('.ant-select-item-option').first().waitFor();
  return dropdown
    .locator('.ant-select-item-option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('title') ?? ''));
}

/** JPEGs of 1600x1200 (above the 1024x768 minimum), each a colour of its own. */
async function writePhotos(count: number): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-e2e-photos-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const file = path.join(dir, `photo-${index + 1}.jpg`);
      await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: 30 + index * 40, g: 110, b: 220 - index * 35 },
        },
      })
        .jpeg({ quality: 80 })
        .toFile(file);
      return file;
    }),
  );
}

/**
 * Holds the first upload to `pattern` until `release` is called, so the test sees the
 * progress indicator whatever the speed of the machine; the other requests pass.
 */
async function holdFirstUpload(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent: Promise<void> | undefined;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== 'POST' || sent !== undefined) return route.continue();
    sent = released.then(() => route.continue());
    return sent;
  });
  return async () => {
    release();
    await sent;
    await page.unroute(pattern);
  };
}

/** The requests that would change a property (create, save a section, upload). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/v1/prop')) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

function wizardAt(page: Page, step: string) {
  return page.locator(`[data-testid="property-wizard"][data-step="${step}"]`);
}

/** Riyadh, Olaya: where the first test puts its property on the map. */
const coordinates = { latitude: 24.6951, longitude: 46.6853 } as const;

const locationBody = {
  countryCode: 'SA',
  cityId: ids.riyadh,
  address: 'طريق الملك فهد، حي العليا',
  postalCode: '12211',
  floorNumber: 3,
  totalFloors: 10,
  pointsOfInterest: [],
};

interface CreatedProperty {
  id: string;
}

/** A property with its location saved (the first step), through the API. */
function createPropertyThroughApi(app: RunningApp, session: Session): Promise<CreatedProperty> {
  return apiCall<CreatedProperty>(app, session, 'POST', '/properties', locationBody);
}

const arabicDescription =
  'شقة مفروشة بالكامل في قلب حي العليا، قريبة من المطاعم والمقاهي ومراكز التسوق. ' +
  'تضم غرفة نوم واسعة بسرير كبير، وحمّامًا حديثًا بدش، ومطبخًا مجهزًا بكل ما يحتاجه الضيف. ' +
  'الشقة في الطابق الثالث من مبنى هادئ بمصعد وموقف سيارات خاص، والإنترنت السريع والتكييف متوفران ' +
  'في كل الغرف. يسهل الوصول منها إلى طريق الملك فهد ومحطة المترو، وهي مناسبة للأزواج ولرجال ' +
  'الأعمال في الزيارات القصيرة والطويلة على حد سواء. تسجيل الدخول ذاتي في أي وقت.';

const houseRules = 'ممنوع التدخين داخل الشقة. الهدوء بعد الساعة الحادية عشرة ليلًا.';

// Real uploads and five saves; the first test of the file also waits for the app to start.
const LONG_TEST_MS = 300_000;

test(
  'a property through the listing steps with uploaded photos, then in the list and its page',
  {
    timeout: LONG_TEST_MS,
  },
  async ({ session, openPage }) => {
    expect(arabicDescription.length).toBeGreaterThanOrEqual(400);
    const photos = await writePhotos(PHOTO_COUNT);
    const name = 'شقة النخيل المفروشة';
    const { page, problems } = await openSignedIn(openPage, session, 'ar');

    await page.goto('/properties/new');
    await wizardAt(page, 'location').waitFor();
    expect(await documentDirection(page)).toBe('rtl');

    // 1. Location: the first save creates the property and opens the photos step.
    await choose(page, 'location-city', ar.riyadh);
    await page.getByTestId('location-address').fill(locationBody.address);
    await page.getByTestId('location-postal-code').fill(locationBody.postalCode);
    await page.getByTestId('location-floor').fill(String(locationBody.floorNumber));
    await page.getByTestId('location-total-floors').fill(String(locationBody.totalFloors));
    await page.getByTestId('location-latitude').fill(String(coordinates.latitude));
    await page.getByTestId('location-longitude').fill(String(coordinates.longitude));
    await page.getByTestId('wizard-save').click();
    await page.waitForURL(/\/properties\/[0-9a-f-]+\/edit\?step=photos$/);
    const propertyId = /\/properties\/([0-9a-f-]+)\/edit/.exec(page.url())?.[1] ?? '';
    await wizardAt(page, 'photos').waitFor();

    // 2. Photos: real files through the upload input, with their progress.
    const release = await holdFirstUpload(page, `**/api/v1/properties/${propertyId}/photos`);
    await page.getByTestId('wizard-photos').locator('input[type="file"]').setInputFiles(photos);
    await page
      .locator('[data-testid="photos-queue-item"][data-status="uploading"] .ant-progress')
      .waitFor();
    expect(await page.getByTestId('photos-queue-item').count()).toBe(PHOTO_COUNT);
    await release();
    await page.getByTestId(`photo-card-${PHOTO_COUNT - 1}`).waitFor();
    await page.getByTestId('photos-queue').waitFor({ state: 'detached' });
    const thumbs = await page
      .getByTestId('photos-grid')
      .locator('img')
      .evaluateAll((images: HTMLImageElement[]) =>
        images.map((image) => image.getAttribute('src')),
      );
    expect(thumbs).toHaveLength(PHOTO_COUNT);
    for (const src of thumbs) expect(src).toContain('/media/');

    const typesOf = [
      [ar.bedroomType],
      [ar.bathroomType],
      [ar.bedroomType, ar.exteriorType],
      [ar.exteriorType],
      [ar.exteriorType],
    ];
    for (let index = 0; index < PHOTO_COUNT; index += 1) {
      await page.getByTestId(`photo-description-${index}`).fill(`صورة رقم ${index + 1}`);
      await chooseMany(page, `photo-types-${index}`, typesOf[index] ?? []);
    }
    await page.getByTestId('photos-missing-types').waitFor({ state: 'detached' });
    await page.getByTestId('wizard-save').click();
    await wizardAt(page, 'specifications').waitFor();

    // 3. Specifications.
    await choose(page, 'specifications-type', ar.apartment);
    await page.getByTestId('specifications-name').fill(name);
    await page.getByTestId('specifications-internal-name').fill('العليا 3-أ');
    await page.getByTestId('specifications-area-m2').fill('85');
    await page.getByTestId('specifications-sleep').fill('2');
    await page.getByTestId('specifications-guests').fill('1');
    await page.getByTestId('specifications-bedrooms').fill('1');
    await page.getByTestId('specifications-bathrooms').fill('1');
    await page.getByTestId('specifications-toilets').fill('1');
    await page.getByTestId('wizard-save').click();
    await wizardAt(page, 'amenities').waitFor();

    // 4. Amenities: two general ones, a bedroom with a bed and a bathroom with a shower. The
    // bathroom's list offers bath items and no bed.
    await page.getByTestId('amenity-501').check();
    await page.getByTestId('amenity-502').check();
    await page.getByTestId('room-add').click();
    await choose(page, 'room-composition-0', ar.bedroomComposition);
    await chooseMany(page, 'room-amenities-0', [ar.kingBed]);
    await page.getByTestId('room-add').click();
    await choose(page, 'room-composition-1', ar.bathroomComposition);
    expect(await optionNames(page, 'room-amenities-1')).toEqual(
      expect.arrayContaining([ar.shower]),
    );
    expect(await optionNames(page, 'room-amenities-1')).not.toEqual(
      expect.arrayContaining([ar.kingBed]),
    );
    expect(await optionNames(page, 'room-amenities-1')).not.toEqual(
      expect.arrayContaining([ar.singleBed]),
    );
    await page.keyboard.press('Escape');
    await dropdownsClosed(page);
    await chooseMany(page, 'room-amenities-1', [ar.shower]);
    await page.getByTestId('wizard-save').click();
    // 5. Property Booking comes next (terms.e2e.ts fills it); the steps lead past it.
    await wizardAt(page, 'booking').waitFor();
    await page.getByTestId('wizard-steps').getByText(ar.descriptionStep).click();
    await wizardAt(page, 'description').waitFor();

    // 6. Description with its house rules: the last save offers to publish; without terms
    // and prices the refusal lists them inside the prompt and the property stays Pending.
    await page.getByTestId('description-ar-description').fill(arabicDescription);
    await page.getByTestId('description-ar-houseRules').fill(houseRules);
    await page.getByTestId('wizard-save').click();
    const prompt = page.getByTestId('publish-prompt');
    await prompt.getByText(ar.publishPromptTitle).waitFor();
    await prompt.getByTestId('publish-property').click();
    await prompt.getByTestId('publish-refusal').waitFor();
    expect(await prompt.getByTestId('publish-refusal').textContent()).toContain(ar.seasonsItem);
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden' });

    // The list shows it, pending review.
    await page.goto('/properties');
    const card = page.locator(`[data-testid="listing-card"][data-listing-id="${propertyId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('listing-name').textContent()).toBe(name);
    const status = card.getByTestId('listing-status');
    expect(await status.getAttribute('data-status')).toBe('pending');
    expect(await status.textContent()).toBe(ar.pending);
    expect(await card.getByTestId('listing-photo').getAttribute('src')).toContain('/media/');

    // Its page: the gallery of the photos, the amenities, the location (address and map).
    await card.click();
    await page.waitForURL(`**/properties/${propertyId}`);
    await page.getByTestId('property-details-page').waitFor();
    expect(await page.getByTestId('details-name').textContent()).toBe(name);
    const gallery = page.getByTestId('property-gallery');
    await gallery.waitFor();
    const gallerySources = await gallery
      .locator('img')
      .evaluateAll((images: HTMLImageElement[]) =>
        images.map((image) => image.getAttribute('src')),
      );
    // The main photo large, and a thumbnail of each.
    expect(gallerySources).toHaveLength(PHOTO_COUNT + 1);
    for (const src of gallerySources) expect(src).toContain('/media/');
    await expect
      .poll(() =>
        page
          .getByTestId('gallery-main')
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    const rules = page.getByTestId('details-part-houseRules');
    expect(await rules.textContent()).toContain(ar.houseRulesTitle);
    expect(await rules.textContent()).toContain(houseRules);
    const amenities = page.getByTestId('details-amenities');
    expect(await amenities.textContent()).toContain(ar.wifi);
    expect(await amenities.textContent()).toContain(ar.airConditioning);
    const address = (await page.getByTestId('details-address').textContent()) ?? '';
    expect(address).toContain(locationBody.address);
    expect(address).toContain(ar.riyadh);
    const map = page.getByTestId('property-map');
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    expect(await map.locator('.leaflet-marker-icon').getAttribute('title')).toBe(address);

    // The refused publication is the one failed request the browser reports.
    expect(problems.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    problems.consoleErrors.length = 0;
    expectNoProblems(problems);
  },
);

test('unsaved changes: Cancel keeps them, Discard drops them', async ({
  app,
  session,
  openPage,
}) => {
  const property = await createPropertyThroughApi(app, session);
  const { page, problems } = await openSignedIn(openPage, session, 'ar');
  const writes = recordWrites(page);
  const address = page.getByTestId('location-address');
  const modal = page.getByTestId('unsaved-modal');
  const changed = 'شارع التحلية';

  await page.goto(`/properties/${property.id}/edit?step=location`);
  await wizardAt(page, 'location').waitFor();
  expect(await address.inputValue()).toBe(locationBody.address);

  // Another step: Cancel stays on the step with the change.
  await address.fill(changed);
  await page.getByTestId('wizard-steps').getByText(ar.photosStep).click();
  await modal.waitFor();
  await page.getByTestId('unsaved-cancel').click();
  await modal.waitFor({ state: 'hidden' });
  expect(await wizardAt(page, 'location').isVisible()).toBe(true);
  expect(await address.inputValue()).toBe(changed);

  // Discard opens the other step; back on this one, the saved value is there.
  await page.getByTestId('wizard-steps').getByText(ar.photosStep).click();
  await modal.waitFor();
  await page.getByTestId('unsaved-discard').click();
  await wizardAt(page, 'photos').waitFor();
  await page.getByTestId('wizard-steps').getByText(ar.locationStep).click();
  await wizardAt(page, 'location').waitFor();
  expect(await modal.isVisible()).toBe(false);
  expect(await address.inputValue()).toBe(locationBody.address);

  // Leaving the page asks too: Cancel stays, Discard leaves.
  await address.fill(changed);
  await page.getByTestId('sidebar-dashboard').click();
  await modal.waitFor();
  await page.getByTestId('unsaved-cancel').click();
  await modal.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(`/properties/${property.id}/edit`);
  expect(await address.inputValue()).toBe(changed);
  await page.getByTestId('sidebar-dashboard').click();
  await modal.waitFor();
  await page.getByTestId('unsaved-discard').click();
  await page.waitForURL('**/dashboard');

  expect(writes).toEqual([]);
  const saved = await apiCall<{ location: { address: string } }>(
    app,
    session,
    'GET',
    `/properties/${property.id}`,
  );
  expect(saved.location.address).toBe(locationBody.address);
  expectNoProblems(problems);
});

test('Save & Next without a change says "No changes to save." and sends nothing', async ({
  app,
  session,
  openPage,
}) => {
  const property = await createPropertyThroughApi(app, session);
  const { page, problems } = await openSignedIn(openPage, session, 'ar');
  const writes = recordWrites(page);

  await page.goto(`/properties/${property.id}/edit?step=location`);
  await wizardAt(page, 'location').waitFor();
  expect(await page.getByTestId('location-address').inputValue()).toBe(locationBody.address);
  await page.getByTestId('wizard-save').click();

  await page.getByText(ar.noChanges).waitFor();
  // Nothing to save is not a failure: the wizard moves on.
  await wizardAt(page, 'photos').waitFor();
  expect(writes).toEqual([]);
  expectNoProblems(problems);
});

test('a building with two unit types and its uploaded photo, on its own page', async ({
  session,
  openPage,
}) => {
  const [photo = ''] = await writePhotos(1);
  const name = 'برج الياسمين';
  const { page, problems } = await openSignedIn(openPage, session, 'ar');

  await page.goto('/buildings/new');
  await page.getByTestId('building-form').waitFor();
  await page.getByTestId('building-name').fill(name);
  await choose(page, 'building-type', ar.apartment);

  const release = await holdFirstUpload(page, '**/api/v1/uploads/building-photo');
  await page.getByTestId('building-photo').locator('input[type="file"]').setInputFiles(photo);
  await page.getByTestId('building-photo-progress').waitFor();
  await release();
  const preview = page.getByTestId('building-photo-preview');
  await preview.waitFor();
  expect(await preview.getAttribute('src')).toContain('/media/');
  await page.getByTestId('building-photo-progress').waitFor({ state: 'detached' });

  // The form starts with one unit type row.
  await page.getByTestId('unit-type-name-0').fill('استوديو');
  await page.getByTestId('unit-type-quantity-0').fill('4');
  await page.getByTestId('unit-type-add').click();
  await page.getByTestId('unit-type-name-1').fill('شقة بغرفتين');
  await page.getByTestId('unit-type-quantity-1').fill('2');
  await page.getByTestId('building-save').click();

  await page.waitForURL(/\/buildings\/[0-9a-f-]+$/);
  await page.getByTestId('building-view-page').waitFor();
  expect(await page.getByTestId('building-title').textContent()).toBe(name);
  const units = page.getByTestId('building-unit-types').locator('> *');
  expect(await units.allTextContents()).toEqual(['استوديو: 4 وحدات', 'شقة بغرفتين: وحدتان']);
  const view = page.getByTestId('building-photo-view');
  expect(await view.getAttribute('src')).toContain('/media/');
  await expect
    .poll(() =>
      view.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);

  expectNoProblems(problems);
});

test('in English the list is left to right and shows the property', async ({
  app,
  session,
  openPage,
}) => {
  const property = await createPropertyThroughApi(app, session);
  const name = 'Palm Court Flat';
  await apiCall(app, session, 'PUT', `/properties/${property.id}/specifications`, {
    propertyTypeId: ids.apartment,
    name,
    internalName: 'PC-1',
    multiUnit: false,
    areaM2: 120,
    areaSqf: 1291.67,
    sleep: 4,
    guests: 2,
    bedrooms: 2,
    bathrooms: 2,
    toilets: 1,
  });
  const { page, problems } = await openSignedIn(openPage, session, 'en');

  await page.goto('/properties');
  const card = page.locator(`[data-testid="listing-card"][data-listing-id="${property.id}"]`);
  await card.waitFor();

  expect(
    await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    })),
  ).toEqual({ lang: 'en', dir: 'ltr' });
  expect(await card.getByTestId('listing-name').textContent()).toBe(name);
  expect(await card.getByTestId('listing-status').textContent()).toBe('Pending');
  expect(await card.getByTestId('listing-bookings').textContent()).toBe('No bookings');
  expectNoProblems(problems);
});

/** A number typed in an antd InputNumber, as the field shows it. */
async function numberIn(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).inputValue());
}

test('the Location map: a click sets latitude and longitude, and an out-of-range latitude is refused', async ({
  app,
  session,
  openPage,
}) => {
  const property = await createPropertyThroughApi(app, session);
  const { page, problems } = await openSignedIn(openPage, session, 'ar');

  await page.goto(`/properties/${property.id}/edit?step=location`);
  await wizardAt(page, 'location').waitFor();
  const map = page.getByTestId('location-map');
  await map.locator('.leaflet-tile-loaded').first().waitFor();
  expect(await page.getByTestId('location-latitude').inputValue()).toBe('');
  // The zoom buttons speak Arabic.
  expect(await map.locator('.leaflet-control-zoom-in').getAttribute('title')).toBe(ar.zoomIn);

  // The map opens on Saudi Arabia: a click in its middle puts the pin there.
  await map.click();
  await map.locator('.leaflet-marker-icon').waitFor();
  await expect.poll(() => page.getByTestId('location-latitude').inputValue()).not.toBe('');
  const latitude = await numberIn(page, 'location-latitude');
  const longitude = await numberIn(page, 'location-longitude');
  expect(latitude).toBeGreaterThan(16);
  expect(latitude).toBeLessThan(33);
  expect(longitude).toBeGreaterThan(34);
  expect(longitude).toBeLessThan(56);

  // 221.5 stays as typed, with the rule's message, and nothing is saved.
  const writes = recordWrites(page);
  await page.getByTestId('location-latitude').fill('221.5');
  await page.getByTestId('wizard-save').click();
  await page.getByText(ar.latitudeRange).waitFor();
  expect(await page.getByTestId('location-latitude').inputValue()).toBe('221.5');
  expect(writes).toEqual([]);

  // The click's coordinates are saved.
  await page.getByTestId('location-latitude').fill(String(latitude));
  await page.getByTestId('wizard-save').click();
  await wizardAt(page, 'photos').waitFor();
  const saved = await apiCall<{ location: { latitude: number; longitude: number } }>(
    app,
    session,
    'GET',
    `/properties/${property.id}`,
  );
  expect(saved.location).toMatchObject({ latitude, longitude });
  expectNoProblems(problems);
});

test('on a phone (390 px) the definitions page shows each own entry with its delete button in sight', async ({
  app,
  session,
  openPage,
}) => {
  const name = 'ملحق خارجي';
  const entry = await apiCall<{ id: number }>(app, session, 'POST', '/definitions/user', {
    kind: 'amenity',
    nameAr: name,
    nameEn: 'Outdoor annex',
  });
  const { page, problems } = await openSignedIn(openPage, session, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/definitions');
  const remove = page.getByTestId(`own-definition-delete-${entry.id}`);
  await remove.waitFor();
  const box = await remove.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // Nothing of the page runs off the screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await remove.click();
  await page.getByText(ar.deleteConfirm).waitFor();
  expectNoProblems(problems);
});
