import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, jobSchedules, photoUploads } from '../../db/schema/index';
import { job } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import { purgeUnusedUploads } from '../photos/photos.jobs';
import { createOwner, insertProperty, uploadPhoto } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jpegImage, multipartFile } from '../../test/test-images';
import { api, seeded } from './listings.fixtures';

/**
 * A photo's key is public (/media/<key>/...), so naming a key must not let anyone claim the
 * files behind it: a building takes only its owner's upload, and only once.
 */
describe('building photos belong to the account that uploaded them', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let image: Buffer;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    image = await jpegImage(1024, 768);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function account() {
    const { token, userId } = await createOwner(t.app, mail);
    return { token, userId, ...api(t.app, token) };
  }
  type Account = Awaited<ReturnType<typeof account>>;

  async function uploadBuildingPhoto(who: Account): Promise<string> {
    const { payload, headers } = multipartFile(image);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/building-photo',
      payload,
      headers: { ...headers, authorization: `Bearer ${who.token}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.photoKey;
  }

  /** The storage key of a new photo of a new property of the account. */
  async function propertyPhotoKey(who: Account): Promise<string> {
    const property = await insertProperty(t.database.db, who.userId);
    const res = await uploadPhoto(t.app, who.token, property.id, image);
    expect(res.statusCode).toBe(201);
    return /^\/media\/([^/]+)\//.exec(res.json().data.urls.thumb)![1]!;
  }

  const building = (photoKey: string) => ({
    name: 'برج الياسمين',
    propertyTypeId: seeded.apartment,
    photoKey,
    destinations: [],
    unitTypes: [{ name: 'Studio', quantity: 4 }],
  });

  async function createBuilding(who: Account, photoKey: string) {
    const res = await who.post('/buildings', building(photoKey));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; photoKey: string };
  }

  function expectPhotoRefused(res: Awaited<ReturnType<Account['post']>>) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A photo is required',
      details: [{ path: 'body.photoKey', message: 'A photo is required' }],
    });
  }

  /** Whether the photo's files are served, once due jobs (file deletions) have run. */
  async function served(photoKey: string): Promise<boolean> {
    await t.app.jobs.drain();
    const variants = ['thumb', 'medium', 'large'];
    const answers = await Promise.all(
      variants.map((v) => t.app.inject({ method: 'GET', url: `/media/${photoKey}/${v}.webp` })),
    );
    const codes = new Set(answers.map((res) => res.statusCode));
    expect(codes.size, `${photoKey}: every variant or none`).toBe(1);
    return codes.has(200);
  }

  async function buildingsShowing(photoKey: string): Promise<number> {
    const rows = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.photoKey, photoKey));
    return rows.length;
  }

  describe.each([
    ['the first account names the second’s', 0, 1],
    ['the second account names the first’s', 1, 0],
  ])('%s', (_name, intruderIndex, victimIndex) => {
    let intruder: Account;
    let victim: Account;
    beforeAll(async () => {
      const pair = [await account(), await account()];
      intruder = pair[intruderIndex]!;
      victim = pair[victimIndex]!;
    });

    it('refuses another account’s building photo on create and update; theirs keeps it', async () => {
      const theirs = await createBuilding(victim, await uploadBuildingPhoto(victim));
      const mine = await createBuilding(intruder, await uploadBuildingPhoto(intruder));

      expectPhotoRefused(await intruder.post('/buildings', building(theirs.photoKey)));
      expectPhotoRefused(await intruder.put(`/buildings/${mine.id}`, building(theirs.photoKey)));
      expect((await intruder.get(`/buildings/${mine.id}`)).json().data.photoKey).toBe(
        mine.photoKey,
      );

      expect((await intruder.delete(`/buildings/${mine.id}`)).statusCode).toBe(200);
      expect(await served(mine.photoKey)).toBe(false);
      expect(await served(theirs.photoKey)).toBe(true);
      expect(await buildingsShowing(theirs.photoKey)).toBe(1);
      const again = await victim.put(`/buildings/${theirs.id}`, {
        ...building(theirs.photoKey),
        name: 'برج الياسمين ٢',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        name: 'برج الياسمين ٢',
        photoKey: theirs.photoKey,
      });
    });

    it('refuses another account’s upload that no building shows yet; its uploader may use it', async () => {
      const unused = await uploadBuildingPhoto(victim);
      expectPhotoRefused(await intruder.post('/buildings', building(unused)));
      expect(await buildingsShowing(unused)).toBe(0);
      expect(await served(unused)).toBe(true);
      await createBuilding(victim, unused);
    });

    it('refuses another account’s property photo, and deleting its own building leaves it', async () => {
      const theirs = await propertyPhotoKey(victim);
      const mine = await createBuilding(intruder, await uploadBuildingPhoto(intruder));
      expectPhotoRefused(await intruder.post('/buildings', building(theirs)));
      expectPhotoRefused(await intruder.put(`/buildings/${mine.id}`, building(theirs)));
      expect((await intruder.delete(`/buildings/${mine.id}`)).statusCode).toBe(200);
      expect(await served(theirs)).toBe(true);
      expect(await buildingsShowing(theirs)).toBe(0);
    });
  });

  it('refuses the owner’s own property photo as a building photo (it is not an upload)', async () => {
    const owner = await account();
    const key = await propertyPhotoKey(owner);
    expectPhotoRefused(await owner.post('/buildings', building(key)));
    expect(await served(key)).toBe(true);
  });

  it('lets one upload show on one building only: a second building is refused', async () => {
    const owner = await account();
    const key = await uploadBuildingPhoto(owner);
    const first = await createBuilding(owner, key);
    expectPhotoRefused(await owner.post('/buildings', building(key)));
    const second = await createBuilding(owner, await uploadBuildingPhoto(owner));
    expectPhotoRefused(await owner.put(`/buildings/${second.id}`, building(key)));
    expect(await buildingsShowing(key)).toBe(1);
    expect((await owner.get(`/buildings/${first.id}`)).json().data.photoKey).toBe(key);
  });

  it('gives an upload to exactly one of 10 buildings created at the same time', async () => {
    const owner = await account();
    const key = await uploadBuildingPhoto(owner);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        owner.post('/buildings', { ...building(key), name: `برج ${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(400)]);
    for (const res of answers.filter((r) => r.statusCode === 400)) expectPhotoRefused(res);
    expect(await buildingsShowing(key)).toBe(1);
  });

  it('deletes the old photo when a building takes a new one, and the upload with the building', async () => {
    const owner = await account();
    const oldKey = await uploadBuildingPhoto(owner);
    const created = await createBuilding(owner, oldKey);
    const newKey = await uploadBuildingPhoto(owner);
    const res = await owner.put(`/buildings/${created.id}`, building(newKey));
    expect(res.statusCode).toBe(200);
    expect(await served(oldKey)).toBe(false);
    expect(await served(newKey)).toBe(true);
    // The old upload is gone with its files: it cannot be named again.
    expectPhotoRefused(await owner.post('/buildings', building(oldKey)));

    expect((await owner.delete(`/buildings/${created.id}`)).statusCode).toBe(200);
    expect(await served(newKey)).toBe(false);
    const uploads = await t.database.db
      .select()
      .from(photoUploads)
      .where(eq(photoUploads.ownerId, owner.userId));
    expect(uploads).toEqual([]);
  });

  it('forgets uploads that no building took within 24 hours and deletes their files (hourly)', async () => {
    const owner = await account();
    const [old, recent, taken] = [
      await uploadBuildingPhoto(owner),
      await uploadBuildingPhoto(owner),
      await uploadBuildingPhoto(owner),
    ];
    await createBuilding(owner, taken);
    const ageBy = (key: string, minutes: number) =>
      t.database.db
        .update(photoUploads)
        .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(photoUploads.key, key));
    await ageBy(old, 24 * 60 + 1);
    await ageBy(recent, 24 * 60 - 1);
    await ageBy(taken, 48 * 60);

    // What the hourly schedule enqueues.
    await enqueueJobs(t.database.db, [job(purgeUnusedUploads, {})]);
    await t.app.jobs.drain();
    expect(await served(old)).toBe(false);
    expect(await served(recent)).toBe(true);
    expect(await served(taken)).toBe(true);
    const left = await t.database.db
      .select({ key: photoUploads.key })
      .from(photoUploads)
      .where(eq(photoUploads.ownerId, owner.userId));
    expect(left.map((row) => row.key).sort()).toEqual([recent, taken].sort());
    expectPhotoRefused(await owner.post('/buildings', building(old)));

    const [schedule] = await t.database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.name, 'photos.purge-unused-uploads'));
    expect(schedule).toMatchObject({ cron: '17 * * * *', timeZone: 'Asia/Riyadh' });
  });

  it('records each upload with its owner and time, unused until a building shows it', async () => {
    const owner = await account();
    const key = await uploadBuildingPhoto(owner);
    const [upload] = await t.database.db
      .select()
      .from(photoUploads)
      .where(eq(photoUploads.key, key));
    expect(upload).toMatchObject({ key, ownerId: owner.userId });
    expect(upload!.createdAt).toBeInstanceOf(Date);
    expect(await buildingsShowing(key)).toBe(0);
  });
});
