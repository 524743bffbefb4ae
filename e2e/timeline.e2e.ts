import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { documentDirection, newAccount } from './support/accounts';
import { subscribeThroughApi } from './support/billing';
import { startIcalFeed } from './support/ical-feed';
import { bookableProperty, dayFromToday, seeded } from './support/properties';
import { expect, test as base, type RunningApp } from './support/fixtures';
import { apiCall, signInThroughApi, storeSession, type Session } from './support/session';

// The calendar's "All properties" timeline (issue 17): a rectangle of cells blocked in one
// edit and the edit undone, a booking moved by dragging its bar to other days and to another
// unit of its building's property, and a channel's reservation that could not be placed marked
// on its nights, in both languages. The channel's calendar is a local server, which the app
// may fetch with its loopback switch on (CHANNELS_FETCH_ALLOW_LOOPBACK).
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
    CHANNELS_FETCH_ALLOW_LOOPBACK: 'true',
  }))
  .extend('session', { scope: 'file' }, async ({ app, mail }) => {
    const session = await signInThroughApi(app, mail, newAccount('timeline', 'نوف'));
    await subscribeThroughApi(app, session);
    return session;
  });

/** Texts of the screen (apps/web/src/locales/{ar,en}/calendar.json). */
const texts = {
  ar: {
    blocked: 'أُغلقت 12 ليلة في 3 وحدة.',
    undone: 'تم التراجع عن آخر تغيير.',
    moved: 'نُقل الحجز.',
    moveOk: 'نقل',
    conflict: /^حجز من قناة تعذّر وضعه: Airbnb: من .+ إلى .+ يتداخل مع حجز\.$/,
  },
  en: {
    blocked: '12 nights blocked on 3 unit(s).',
    undone: 'The last change was undone.',
    moved: 'The booking was moved.',
    moveOk: 'Move',
    conflict: /^Channel booking not placed: Airbnb: .+ to .+ overlaps a booking\.$/,
  },
} as const;

async function booking(
  app: RunningApp,
  session: Session,
  propertyId: string,
  from = dayFromToday(10),
  to = dayFromToday(12),
) {
  return apiCall<{ id: string }>(app, session, 'POST', '/bookings', {
    status: 'confirmed',
    propertyId,
    dateFrom: from,
    dateTo: to,
    guests: 2,
    guestPrice: 80_000,
    alreadyPaid: 0,
    priceToYou: 80_000,
    guest: {
      firstName: 'خالد',
      lastName: 'العتيبي',
      address: 'شارع التحلية، جدة',
      postalCode: '23432',
      country: 'SA',
      language: 'ar',
      email: 'khalid@example.com',
      phone: '+966 12 600 0000',
      mobile: '+966 55 123 4567',
    },
  });
}

/**
 * A bookable property of a building of two units (one unit type of 2): the building with its
 * photo, then the property's specifications made multi-unit in it.
 */
async function twoUnitProperty(app: RunningApp, session: Session, name: string) {
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'building.jpg');
  const upload = await fetch(`${app.url}/api/v1/uploads/building-photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`building photo: ${await upload.text()}`);
  const { photoKey } = ((await upload.json()) as { data: { photoKey: string } }).data;
  const building = await apiCall<{ id: string }>(app, session, 'POST', '/buildings', {
    name,
    propertyTypeId: seeded.apartment,
    photoKey,
    unitTypes: [{ name: 'Studio', quantity: 2 }],
  });
  const id = await bookableProperty(app, session, name);
  await apiCall(app, session, 'PUT', `/properties/${id}/specifications`, {
    propertyTypeId: seeded.apartment,
    name,
    internalName: name,
    multiUnit: true,
    buildingId: building.id,
    areaM2: 90,
    areaSqf: 968.75,
    sleep: 4,
    guests: 1,
    bedrooms: 1,
    bathrooms: 1,
    toilets: 1,
  });
  return id;
}

const cell = (page: Page, row: number, date: string) =>
  page.locator(`.nz-tl-cell[data-row="${row}"][data-date="${date}"]`);

async function centre(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const language of ['ar', 'en'] as const) {
  test(
    `in ${language === 'ar' ? 'Arabic' : 'English'}: blocks 3 units × 4 days at once, undoes it, moves a booking by dragging`,
    {
      timeout: 180_000,
    },
    async ({ app, session, openPage }) => {
      const tag = `مجمع-${language}`;
      const ids = [];
      for (const n of [1, 2, 3]) ids.push(await bookableProperty(app, session, `${tag} ${n}`));
      const stay = await booking(app, session, ids[0]!);
      const { page, context, problems } = await openPage({ locale: language });
      await storeSession(context, session, language);
      const t = texts[language];

      await page.goto('/calendar?view=timeline');
      await page.getByTestId('timeline-grid').waitFor();
      expect(await documentDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const searched = page.waitForResponse((response) =>
        response.url().includes(`search=${encodeURIComponent(tag)}`),
      );
      await page.getByTestId('timeline-search').locator('input').fill(tag);
      await searched;
      await expect.poll(() => page.getByTestId('timeline-unit').count()).toBe(3);

      // Rows: each property's header, then its unit (rows 1, 3 and 5).
      const [d3, d6, d7] = [dayFromToday(3), dayFromToday(6), dayFromToday(7)];
      const from = await centre(page, cell(page, 1, d3));
      const to = await centre(page, cell(page, 5, d6));
      // Right to left, later days lie to the left.
      expect(language === 'ar' ? to.x < from.x : to.x > from.x).toBe(true);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
      await page.getByTestId('timeline-block').click();
      await page.getByText(t.blocked).waitFor();
      const blocks = page.getByTestId('timeline-block-bar');
      await expect.poll(() => blocks.count()).toBe(3);
      for (const bar of await blocks.all()) {
        expect([await bar.getAttribute('data-from'), await bar.getAttribute('data-to')]).toEqual([
          d3,
          d7,
        ]);
        // Hatched.
        expect(
          await bar.evaluate((element) => getComputedStyle(element).backgroundImage),
        ).toContain('repeating-linear-gradient');
      }

      await page.getByTestId('timeline-undo').click();
      await page.getByText(t.undone).waitFor();
      await expect.poll(() => blocks.count()).toBe(0);

      // Drag the booking's bar three days earlier on its unit, and confirm.
      const bar = page.locator(`[data-booking-id="${stay.id}"]`);
      const start = await centre(page, bar);
      const step = (language === 'ar' ? 1 : -1) * 56 * 3;
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + step, start.y, { steps: 8 });
      await page.mouse.up();
      await page.getByRole('button', { name: t.moveOk }).click();
      await page.getByText(t.moved).waitFor();
      const moved = await apiCall<{ dateFrom: string; dateTo: string; unitNo: number }>(
        app,
        session,
        'GET',
        `/bookings/${stay.id}`,
      );
      expect([moved.dateFrom, moved.dateTo, moved.unitNo]).toEqual([
        dayFromToday(7),
        dayFromToday(9),
        1,
      ]);

      // A building's property of two units: drag a booking's bar from unit 1 down to unit 2,
      // the same days, and confirm. Rows: the building's header, the property's, units 1, 2.
      const buildingName = `مبنى-${language}`;
      const shared = await twoUnitProperty(app, session, buildingName);
      const d4 = dayFromToday(4);
      const guest = await booking(app, session, shared, d4, d6);
      const unitOf = async () =>
        (await apiCall<{ unitNo: number }>(app, session, 'GET', `/bookings/${guest.id}`)).unitNo;
      expect(await unitOf()).toBe(1);
      const shown = page.waitForResponse((response) =>
        response.url().includes(`search=${encodeURIComponent(buildingName)}`),
      );
      await page.getByTestId('timeline-search').locator('input').fill(buildingName);
      await shown;
      await expect.poll(() => page.getByTestId('timeline-unit').count()).toBe(2);
      const guestBar = page.locator(`[data-booking-id="${guest.id}"]`);
      // The row whose cells a bar's middle lies across.
      const rowBox = async (row: number) => {
        const box = await cell(page, row, d4).boundingBox();
        if (box === null) throw new Error(`row ${row} not on screen`);
        return box;
      };
      const onRow = async (row: number) => {
        const [bar, box] = [await centre(page, guestBar), await rowBox(row)];
        return bar.y > box.y && bar.y < box.y + box.height;
      };
      expect(await onRow(2)).toBe(true);
      const grabbed = await centre(page, guestBar);
      await page.mouse.move(grabbed.x, grabbed.y);
      await page.mouse.down();
      const target = await rowBox(3);
      await page.mouse.move(grabbed.x, target.y + target.height / 2, { steps: 8 });
      // While dragged, the bar is drawn on the row it would land on.
      const preview = await page.getByTestId('timeline-move-preview').boundingBox();
      expect(preview !== null && preview.y > target.y && preview.y < target.y + target.height).toBe(
        true,
      );
      await page.mouse.up();
      await page.getByRole('button', { name: t.moveOk }).click();
      await page.getByText(t.moved).last().waitFor();
      expect(await unitOf()).toBe(2);
      const kept = await apiCall<{ dateFrom: string; dateTo: string }>(
        app,
        session,
        'GET',
        `/bookings/${guest.id}`,
      );
      expect([kept.dateFrom, kept.dateTo]).toEqual([d4, d6]);
      // The bar is drawn on unit 2's row once the timeline has read the move back.
      await expect.poll(() => onRow(3)).toBe(true);
      expect(problems.pageErrors).toEqual([]);
    },
  );
}

for (const language of ['ar', 'en'] as const) {
  test(
    `in ${language === 'ar' ? 'Arabic' : 'English'}: a channel's reservation over a booking is marked on its unit's nights and read out from the keyboard`,
    { timeout: 180_000 },
    async ({ app, session, openPage, onTestFinished }) => {
      const tag = `تعارض-${language}`;
      const propertyId = await bookableProperty(app, session, tag);
      await booking(app, session, propertyId, dayFromToday(10), dayFromToday(12));
      const [arrival, departure] = [dayFromToday(11), dayFromToday(14)];
      const feed = await startIcalFeed([
        { uid: `e2e-${language}@airbnb.com`, from: arrival, to: departure, summary: 'Reserved' },
      ]);
      onTestFinished(() => feed.close());
      const connection = await apiCall<{ id: string }>(
        app,
        session,
        'POST',
        '/channels/connections',
        {
          propertyId,
          channel: 'airbnb',
          importUrl: feed.url,
        },
      );
      await apiCall(app, session, 'POST', `/channels/connections/${connection.id}/sync`);
      const { page, context, problems } = await openPage({ locale: language });
      await storeSession(context, session, language);

      await page.goto('/calendar?view=timeline');
      await page.getByTestId('timeline-grid').waitFor();
      const searched = page.waitForResponse((response) =>
        response.url().includes(`search=${encodeURIComponent(tag)}`),
      );
      await page.getByTestId('timeline-search').locator('input').fill(tag);
      await searched;
      await expect.poll(() => page.getByTestId('timeline-unit').count()).toBe(1);

      // Over the nights of the channel's reservation, on the unit's row (row 1, under its
      // property's header), its "!" naming the channel, the dates and the booking in the way.
      const mark = page.getByTestId('timeline-conflict');
      await expect.poll(() => mark.count()).toBe(1);
      expect([await mark.getAttribute('data-from'), await mark.getAttribute('data-to')]).toEqual([
        arrival,
        departure,
      ]);
      const label = (await mark.getByRole('img').getAttribute('aria-label')) ?? '';
      expect(label).toMatch(texts[language].conflict);
      const [first, nights] = [
        await cell(page, 1, arrival).boundingBox(),
        await mark.boundingBox(),
      ];
      expect(first !== null && nights !== null).toBe(true);
      expect(Math.round(nights!.width)).toBe(3 * 56);
      if (language === 'ar')
        expect(Math.abs(nights!.x + nights!.width - (first!.x + first!.width))).toBeLessThan(2);
      else expect(Math.abs(nights!.x - first!.x)).toBeLessThan(2);

      // From the keyboard: the grid's focus starts on today's cell of the first row; down to
      // the unit, then 11 days forward (left in Arabic), the reservation's first night.
      const note = page.getByTestId('timeline-focus-conflicts');
      await page.getByTestId('timeline-grid').focus();
      await page.keyboard.press('ArrowDown');
      for (let day = 0; day < 11; day += 1) {
        await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      }
      await expect.poll(() => note.textContent()).toBe(label);
      expect(await note.getAttribute('role')).toBe('status');
      // Its departure day is free again: nothing to read out.
      for (let day = 0; day < 3; day += 1) {
        await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      }
      await expect.poll(() => note.textContent()).toBe('');
      expect(problems.pageErrors).toEqual([]);
    },
  );
}
