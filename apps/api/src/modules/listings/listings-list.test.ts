import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOwner } from '../../test/listing-fixtures';
import { jpegImage, multipartFile } from '../../test/test-images';
import { api, location, seeded, specifications } from './listings.fixtures';

describe('the list of properties and buildings', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: ReturnType<typeof api>;
  let other: ReturnType<typeof api>;
  const names: string[] = [];

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    const account = await createOwner(t.app, mail);
    owner = api(t.app, account.token);
    other = api(t.app, (await createOwner(t.app, mail)).token);
    for (let i = 1; i <= 5; i += 1) {
      const { id } = (await owner.post('/properties', location)).json().data;
      const name = `Olaya ${i}`;
      await owner.put(`/properties/${id}/specifications`, {
        ...specifications,
        name,
        shortName: `S${i}`,
        internalName: `INT-${i}`,
      });
      names.push(name);
    }
    const { payload, headers } = multipartFile(await jpegImage(1200, 900));
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/building-photo',
      payload,
      headers: { ...headers, authorization: `Bearer ${account.token}` },
    });
    await owner.post('/buildings', {
      name: 'Palm Tower',
      propertyTypeId: seeded.apartment,
      photoKey: upload.json().data.photoKey,
      unitTypes: [{ name: 'Studio', quantity: 3 }],
    });
    await other.post('/properties', location);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  type Item = { name: string; kind: string; status: string | null; mainPhotoUrl: string | null };
  const list = async (query: string) => {
    const res = await owner.get(`/listings?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Item[]; meta: { page: number; pageSize: number; total: number } };
  };

  it('shows only the owner’s listings, newest change first, with owner and counts', async () => {
    const { data, meta } = await list('');
    expect(meta).toEqual({ page: 1, pageSize: 12, total: 6 });
    expect(data[0]).toMatchObject({
      kind: 'building',
      name: 'Palm Tower',
      status: null,
      bookingsCount: 0,
    });
    expect(data[0]!.mainPhotoUrl).toMatch(/^\/media\/[\w-]{22}\/thumb\.webp$/);
    expect(data.slice(1).map((item) => item.name)).toEqual([...names].reverse());
    expect(data[1]).toMatchObject({
      kind: 'property',
      status: 'pending',
      mainPhotoUrl: null,
      owner: { name: 'Sara Alharbi' },
    });
  });

  it('pages through the list', async () => {
    const first = await list('pageSize=4&page=1');
    const second = await list('pageSize=4&page=2');
    const third = await list('pageSize=4&page=3');
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    expect(third).toEqual({ data: [], meta: { page: 3, pageSize: 4, total: 6 } });
    const all = [...first.data, ...second.data].map((item) => item.name);
    expect(new Set(all).size).toBe(6);
  });

  it('filters by tab, status and name', async () => {
    expect((await list('tab=buildings')).data.map((i) => i.name)).toEqual(['Palm Tower']);
    expect((await list('tab=properties')).meta.total).toBe(5);
    expect((await list('status=pending')).meta.total).toBe(5);
    expect((await list('status=published')).meta.total).toBe(0);
    expect((await list('search=olaya 3')).data.map((i) => i.name)).toEqual(['Olaya 3']);
    expect((await list('search=palm')).data.map((i) => i.name)).toEqual(['Palm Tower']);
    expect((await list('search=%25')).meta.total).toBe(0);
  });

  it('refuses a page size over the maximum', async () => {
    const res = await owner.get('/listings?pageSize=51');
    expect(res.statusCode).toBe(400);
  });
});
