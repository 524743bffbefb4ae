import sharp from 'sharp';
import { newAccount } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { signInThroughApi, storeSession } from './support/session';

// The account comes from the API (accounts.e2e.ts covers sign-up).
const test = base
  .extend('appEnv', { scope: 'file' }, ({ mail }) => ({
    SMTP_URL: mail.url,
    CAPTCHA_PROVIDER: 'none',
  }))
  .extend('session', { scope: 'file' }, ({ app, mail }) =>
    signInThroughApi(app, mail, newAccount('profile', 'سارة')),
  );

const ar = {
  saved: 'تم تحديث الملف الشخصي',
  noChanges: 'لا توجد تغييرات لحفظها.',
  phoneDigits: 'يجب أن يتكون الهاتف من 7 إلى 15 رقمًا مع + اختيارية',
};

test('in Arabic: edit the profile and the picture, and the header avatar follows', async ({
  session,
  openPage,
}) => {
  const { page, context, problems } = await openPage({ locale: 'ar' });
  await storeSession(context, session, 'ar');
  await page.goto('/dashboard');

  // The user menu leads to the profile.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-profile').click();
  await page.waitForURL('**/profile');
  await page.getByTestId('profile-form').waitFor();

  // Unchanged: nothing is sent.
  await page.getByTestId('profile-save').click();
  await page.getByText(ar.noChanges).waitFor();

  // A mobile of 6 digits is refused by the shared rule; 10 digits are saved.
  await page.getByTestId('profile-first-name').fill('نورة');
  await page.getByTestId('profile-mobile').fill('050123');
  await page.getByTestId('profile-save').click();
  await page.getByText(ar.phoneDigits).waitFor();
  await page.getByTestId('profile-mobile').fill('0501234567');
  await page.getByTestId('profile-about').fill('مضيفة شاليهين في الرياض');
  await page.getByTestId('profile-save').click();
  await page.getByText(ar.saved).waitFor();
  // The stored user is refreshed: the header shows the new name.
  await expect.poll(() => page.getByTestId('user-first-name').textContent()).toBe('نورة');

  // The picture: once uploaded, the header's avatar shows its 64 px variant.
  const picture = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#2a7' },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId('profile-picture-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  const avatar = page.getByTestId('user-avatar').locator('img');
  await avatar.waitFor();
  expect(await avatar.getAttribute('src')).toMatch(/^\/media\/avatars\/[\w-]{22}\/small\.webp$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64);

  // Removed: the avatar is an icon again; a reload keeps what was saved.
  await page.getByTestId('profile-picture-remove').click();
  await expect.poll(() => avatar.count()).toBe(0);
  await page.reload();
  await page.getByTestId('profile-form').waitFor();
  expect(await page.getByTestId('profile-mobile').inputValue()).toBe('0501234567');
  expect(await page.getByTestId('user-avatar').locator('img').count()).toBe(0);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});
