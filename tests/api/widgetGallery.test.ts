// The widget gallery against the real server: a sample holding every widget is
// saved through the form's checks and its save hooks — rich text cleaned,
// system values and the document number filled by the server whatever the
// browser sent — and read back; members without the grant are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryApi } from '@core/widgets/galleryIds';
import { fileApi, type FileEntry } from '@core/api/file';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { pngOf } from './fileFixtures';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

type Sample = Record<string, unknown> & { id: string };

async function create(body: Record<string, unknown>) {
  return admin.call<{ id: string } | { errors: { field: string }[] }>('POST', galleryApi, body);
}

describe('the widget gallery', () => {
  it('saves a sample and fills the system values on the server, ignoring what the browser sent', async () => {
    const before = Date.now();
    const created = await create({ title: 'first', createUser: 'forged', createTime: 1, billRule: 'FORGED-1' });
    expect(created.code).toBe(200);
    const id = (created.data as { id: string }).id;
    const read = await admin.call<Sample>('GET', `${galleryApi}/${id}`);
    expect(read.code).toBe(200);
    const sample = read.data;
    expect(sample.title).toBe('first');
    expect(sample.createUser).not.toBe('forged');
    expect(typeof sample.createUser).toBe('string');
    expect(sample.createTime as number).toBeGreaterThanOrEqual(before);
    // The demo rule salesOrder: XS + yyyyMMdd + four digits.
    expect(sample.billRule).toMatch(/^XS\d{8}\d{4}$/);
    expect(sample.modifyUser).toBeUndefined();
  });

  it('keeps who created and the document number on update, and fills who changed', async () => {
    const created = await create({ title: 'kept' });
    const id = (created.data as { id: string }).id;
    const first = (await admin.call<Sample>('GET', `${galleryApi}/${id}`)).data;
    const updated = await admin.call('PUT', `${galleryApi}/${id}`, { title: 'kept, changed', billRule: 'FORGED', createTime: 5 });
    expect(updated.code).toBe(200);
    const second = (await admin.call<Sample>('GET', `${galleryApi}/${id}`)).data;
    expect(second.title).toBe('kept, changed');
    expect(second.billRule).toBe(first.billRule);
    expect(second.createTime).toBe(first.createTime);
    expect(second.modifyUser).toBe(first.createUser);
    expect(typeof second.modifyTime).toBe('number');
  });

  it('lists the times the form shows: created at the same instant, modified only once changed', async () => {
    const created = await create({ title: 'one clock' });
    const id = (created.data as { id: string }).id;
    const row = async () =>
      (
        await admin.call<{ list: { id: string; creatorTime: number; lastModifyTime: number | null }[] }>('GET', galleryApi, {
          currentPage: 1,
          pageSize: 20,
          keyword: 'one clock',
        })
      ).data.list.find((listed) => listed.id === id)!;
    const fresh = (await admin.call<Sample>('GET', `${galleryApi}/${id}`)).data;
    expect(await row()).toMatchObject({ creatorTime: fresh.createTime, lastModifyTime: null });
    expect(fresh.modifyTime).toBeUndefined();

    await admin.call('PUT', `${galleryApi}/${id}`, { title: 'one clock, changed' });
    const changed = (await admin.call<Sample>('GET', `${galleryApi}/${id}`)).data;
    expect(await row()).toMatchObject({ creatorTime: fresh.createTime, lastModifyTime: changed.modifyTime });
  });

  it('refuses a sample without its required title and writes nothing', async () => {
    const list = async () => (await admin.call<{ pagination: { total: number } }>('GET', galleryApi, { currentPage: 1, pageSize: 20 })).data.pagination.total;
    const total = await list();
    const refused = await create({ title: '' });
    expect(refused.code).toBe(400);
    expect(await list()).toBe(total);
  });

  it('lists samples paged, newest first, and deletes one', async () => {
    const created = await create({ title: 'to delete' });
    const id = (created.data as { id: string }).id;
    const page = await admin.call<{ list: { id: string; title: string }[] }>('GET', galleryApi, { currentPage: 1, pageSize: 20, keyword: 'to delete' });
    expect(page.data.list.map((row) => row.id)).toContain(id);
    expect((await admin.call('DELETE', `${galleryApi}/${id}`)).code).toBe(200);
    expect((await admin.call('GET', `${galleryApi}/${id}`)).code).toBe(404);
  });

  it('stores rich text without its scripts and handlers, whatever the browser sent', async () => {
    const created = await create({
      title: 'rich',
      editor: '<p>hello <b>there</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    });
    expect(created.code).toBe(200);
    const stored = (await admin.call<Sample>('GET', `${galleryApi}/${(created.data as { id: string }).id}`)).data.editor as string;
    expect(stored).toContain('<p>hello <b>there</b></p>');
    expect(stored).not.toMatch(/script|onerror|javascript:/i);
  });

  it("keeps uploaded images as the server knows them, not as the browser named them (another user's file is refused: tests/api/file.test.ts)", async () => {
    const uploaded = await fileApi(admin.call).upload('annexpic', new Blob([new Uint8Array(pngOf(4, 3))]), 'pixel.png');
    expect(uploaded.code).toBe(200);
    const forged: FileEntry = { fileId: uploaded.data.fileId, name: 'forged.exe', url: 'https://elsewhere.example/x' };
    const created = await create({ title: 'images', uploadImg: [forged] });
    expect(created.code).toBe(200);
    const images = (await admin.call<Sample>('GET', `${galleryApi}/${(created.data as { id: string }).id}`)).data.uploadImg as FileEntry[];
    expect(images).toHaveLength(1);
    expect(images[0].fileId).toBe(uploaded.data.fileId);
    expect(images[0].name).toBe('pixel.png');
    expect(images[0].url).toMatch(/^\/api\/file\/Image\//);
  });

  it('refuses a staff member without the gallery grant', async () => {
    const member = await memberOf(server, 'zhangwei');
    expect((await member.call('GET', galleryApi, { currentPage: 1, pageSize: 20 })).code).toBe(403);
    expect((await member.call('POST', galleryApi, { title: 'x' })).code).toBe(403);
  });
});
