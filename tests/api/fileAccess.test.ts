// Who may cite and read a stored file, through the demo purchase requests (a
// released model's records): a record cites only files its saver may read; a record's detail and list hand
// out links only to files their reader may read (records saved before the rule
// included); file ids cannot be guessed; a file that exists and one the caller
// may not read answer alike everywhere; download links end with the session
// that took them.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@core/api/envelope';
import { fileApi, type FileEntry } from '@core/api/file';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { pngOf } from './fileFixtures';

let server: TestServer;
let admin: TestClient;
/** Staff (their own requests): 孙丽 in marketing, 胡超 in accounting. Managers (their team's): 朱霞 heads accounting, 张伟 everyone. */
const members = new Map<'sunli' | 'huchao' | 'zhuxia' | 'zhangwei', TestClient>();
const member = (account: 'sunli' | 'huchao' | 'zhuxia' | 'zhangwei') => members.get(account) as TestClient;

let requestPath = '';
const menuId = 'menu-purchase';

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  const model = await server.app.kiln.db.selectFrom('base_visual_dev').select('id').where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow();
  requestPath = `/api/visualdev/OnlineDev/${model.id}`;
  for (const account of ['sunli', 'huchao', 'zhuxia', 'zhangwei'] as const) members.set(account, await memberOf(server, account));
});
afterAll(async () => {
  await server.close();
});

const files = (client: TestClient) => fileApi(client.call);
const open = (url: string) => fetch(server.baseUrl + url);
const png = pngOf(5, 4);
const uploadImage = async (client: TestClient, name = 'photo.png') => (await files(client).upload('annexpic', new Blob([new Uint8Array(png)]), name)).data;
const uploadText = async (client: TestClient, text: string, name: string) => (await files(client).upload('annex', new Blob([text]), name)).data;
/** An id no file has: as long as real ones, so only existence tells them apart. */
const unknownId = () =>
  BigInt(`0x${randomBytes(16).toString('hex')}`)
    .toString()
    .padStart(39, '0');

type Request = { id: string; attachments: FileEntry[] };
/** A record as the runtime takes it: the values as a JSON string, through the demo's entry. */
const body = (title: string, attachments: unknown[] = []) => {
  const values = { title, applyDate: Date.UTC(2026, 10, 1), category: '', urgent: 0, items: [{ name: '签字笔', quantity: 1, price: 2 }], total: 2, attachments };
  return { data: JSON.stringify(values), menuId };
};
const save = (client: TestClient, title: string, attachments: unknown[] = []) => client.call<{ id: string }>('POST', requestPath, body(title, attachments));
/** A record's detail with its values read out of the runtime's {id, data}. */
const detail = async (client: TestClient, id: string): Promise<Envelope<Request>> => {
  const answer = await client.call<{ id: string; data: string }>('GET', `${requestPath}/${id}`, { menuId });
  return { ...answer, data: answer.code === 200 ? (JSON.parse(answer.data.data) as Request) : (null as unknown as Request) };
};
const requestCount = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from purchase_request`.execute(server.app.kiln.db)).rows[0].n);
/** An entry as a save sends it: whatever name and link the browser holds, the server rebuilds them. */
const cite = (fileId: string, name: string) => ({ fileId, name, url: '' });
const outcome = (answer: Envelope<unknown>) => ({ code: answer.code, msg: answer.msg });

describe('citing a file in a record', () => {
  it("refuses a staff member's purchase request citing another user's image in the words of an unknown file, and saves nothing", async () => {
    const image = await uploadImage(member('zhuxia'));
    expect(outcome(await files(member('sunli')).downloadLink('annexpic', image.fileId))).toEqual({ code: 404, msg: '文件不存在' });
    const before = await requestCount();
    const cited = await save(member('sunli'), 'cites', [cite(image.fileId, 'photo.png')]);
    const unknown = await save(member('sunli'), 'cites', [cite(unknownId(), 'photo.png')]);
    expect(outcome(cited)).toEqual({ code: 400, msg: '文件“photo.png”不存在' });
    expect(outcome(unknown)).toEqual(outcome(cited));
    // Held by a request 孙丽 cannot see, it is no more hers to cite.
    expect((await save(member('zhuxia'), 'own', [cite(image.fileId, 'photo.png')])).code).toBe(200);
    expect(outcome(await save(member('sunli'), 'cites', [cite(image.fileId, 'photo.png')]))).toEqual(outcome(cited));
    expect(await requestCount()).toBe(before + 1);
  });

  it('accepts a file the saver may read through a request they can see, with a working link; one who cannot see it may not cite it', async () => {
    const image = await uploadImage(member('huchao'), 'receipt.png');
    expect((await save(member('huchao'), 'receipt', [cite(image.fileId, 'receipt.png')])).code).toBe(200);
    // 朱霞 manages 胡超: she reads his request, so she may cite its image in hers.
    const saved = await save(member('zhuxia'), 'from the team', [cite(image.fileId, 'anything')]);
    expect(saved.code).toBe(200);
    // 孙丽 sees her own requests only.
    const refused = await save(member('sunli'), 'not mine', [cite(image.fileId, 'receipt.png')]);
    expect(outcome(refused)).toEqual({ code: 400, msg: '文件“receipt.png”不存在' });
    const [entry] = (await detail(member('zhuxia'), saved.data.id)).data.attachments;
    expect(entry).toMatchObject({ fileId: image.fileId, name: 'receipt.png', fileSize: png.length });
    const shown = await open(entry.url);
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(png);
  });

  it("hands a request's reader no link, name or size of a file they may not read, in detail and list, even from a request saved before the check", async () => {
    const image = await uploadImage(member('zhuxia'), 'secret-plan.png');
    const own = await uploadText(member('sunli'), 'mine', 'mine.txt');
    const saved = await save(member('sunli'), 'old request', [cite(own.fileId, 'mine.txt')]);
    // What the server wrote when it still took any cited id: the foreign image's entry, its link and key included.
    const { url: imageLink } = image;
    const foreign = { name: 'secret-plan.png', fileId: image.fileId, fileSize: png.length, fileExtension: 'png', fileVersionId: image.fileId, url: imageLink };
    const db = server.app.kiln.db;
    const { rows } = await sql<{ attachments: string }>`select attachments from purchase_request where id = ${saved.data.id}`.execute(db);
    const tampered = JSON.stringify([...(JSON.parse(rows[0].attachments) as FileEntry[]), foreign]);
    await sql`update purchase_request set attachments = ${tampered} where id = ${saved.data.id}`.execute(db);

    const read = await member('sunli').raw('GET', `${requestPath}/${saved.data.id}?menuId=${menuId}`);
    const text = await read.text();
    expect(text).not.toContain(imageLink.split('key=')[1]);
    expect(text).not.toContain('secret-plan');
    const attachments = (JSON.parse((JSON.parse(text) as Envelope<{ data: string }>).data.data) as Request).attachments;
    expect(attachments).toEqual([
      { name: 'mine.txt', fileId: own.fileId, fileSize: 4, fileExtension: 'txt', fileVersionId: own.fileId, url: own.url },
      { name: image.fileId, fileId: image.fileId, url: '' },
    ]);
    const listBody = JSON.stringify({ currentPage: 1, pageSize: 50, menuId });
    const list = await (await member('sunli').raw('POST', `${requestPath}/List`, { body: listBody, headers: { 'content-type': 'application/json' } })).text();
    expect(list).toContain('old request');
    expect(list).not.toContain(imageLink.split('key=')[1]);
    expect(list).not.toContain('secret-plan');
    // An administrator may read any file, and is shown its link.
    expect((await detail(admin, saved.data.id)).data.attachments[1]).toMatchObject({ name: 'secret-plan.png', url: imageLink });
  });

  it("shows a reader of two requests that cite each other's files both links", async () => {
    const receipt = await uploadText(member('huchao'), 'receipt', 'receipt.txt');
    const request = await save(member('huchao'), 'mutual', [cite(receipt.fileId, 'receipt.txt')]);
    const plan = await uploadText(member('zhuxia'), 'plan', 'plan.txt');
    const hers = await save(member('zhuxia'), 'mutual too', [cite(plan.fileId, 'plan.txt'), cite(receipt.fileId, 'receipt.txt')]);
    expect(hers.code).toBe(200);
    // She edits his request (her team's) to cite her plan, which her own request holds.
    const both = [cite(receipt.fileId, 'receipt.txt'), cite(plan.fileId, 'plan.txt')];
    const edited = await member('zhuxia').call('PUT', `${requestPath}/${request.data.id}`, body('mutual', both));
    expect(edited.code).toBe(200);
    // 张伟 reads both through his team: each detail checks the other request, which cites this one back.
    for (const id of [request.data.id, hers.data.id]) {
      const urls = (await detail(member('zhangwei'), id)).data.attachments.map((entry) => entry.url);
      expect(urls.sort()).toEqual([plan.url, receipt.url].sort());
    }
    // 胡超 reads his request, but not hers: her plan shows him nothing.
    expect((await detail(member('huchao'), request.data.id)).data.attachments).toEqual([
      expect.objectContaining({ url: receipt.url }),
      { name: plan.fileId, fileId: plan.fileId, url: '' },
    ]);
  });
});

describe('file ids', () => {
  it('are random: 39 digits (128 bits), in no order of time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await uploadText(member('sunli'), `n${i}`, `n${i}.txt`)).fileId);
    for (const id of ids) expect(id).toMatch(/^[0-9]{39}$/);
    expect([...ids].sort()).not.toEqual(ids);
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBeGreaterThan(1);
  });
});

describe('a file one may not read and a file that does not exist', () => {
  it('answer alike to download, preview and pack links, avatars and signatures', async () => {
    const theirs = (await uploadImage(member('zhuxia'))).fileId;
    const unknown = unknownId();
    const calls: Record<string, (fileId: string) => Promise<Envelope<unknown>>> = {
      download: (fileId) => files(member('sunli')).downloadLink('annexpic', fileId),
      preview: (fileId) => files(member('sunli')).preview({ fileName: fileId }),
      pack: (fileId) => files(member('sunli')).packDownload('annexpic', [{ fileId, fileName: 'x.png' }]),
      avatar: (fileId) => member('sunli').call('PUT', `/api/permission/Users/Current/Avatar/${fileId}`),
      signature: (fileId) => member('sunli').call('POST', '/api/permission/Users/Current/SignImg', { signImg: fileId }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const refusals = { theirs: outcome(await call(theirs)), unknown: outcome(await call(unknown)) };
      expect(refusals.theirs, name).toEqual(refusals.unknown);
      expect(refusals.theirs.code, name).not.toBe(200);
    }
    expect(outcome(await calls.download(theirs))).toEqual({ code: 404, msg: '文件不存在' });
  });
});

describe('download links', () => {
  it('end with the session that took them: signed out or expired, the link no longer serves', async () => {
    const file = await uploadText(member('huchao'), 'for my eyes', 'eyes.txt');
    const image = await uploadImage(member('huchao'));
    const link = (await files(member('huchao')).downloadLink('annex', file.fileId)).data.url;
    const preview = (await files(member('huchao')).preview({ fileName: image.fileId })).data;
    const pack = (await files(member('huchao')).packDownload('annex', [{ fileId: file.fileId, fileName: 'eyes.txt' }])).data.downloadVo.url;
    // The same user in a second session, which stays.
    const elsewhere = await memberOf(server, 'huchao');
    const kept = (await files(elsewhere).downloadLink('annex', file.fileId)).data.url;
    expect((await member('huchao').oauth.logout()).code).toBe(200);
    for (const url of [link, preview, pack])
      expect(outcome((await (await open(url)).json()) as Envelope<unknown>)).toEqual({ code: 404, msg: '下载链接已失效，请重新导出' });
    expect(await (await open(kept)).text()).toBe('for my eyes');

    const late = (await files(elsewhere).downloadLink('annex', file.fileId)).data.url;
    await server.app.kiln.db
      .updateTable('base_session')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', (await elsewhere.oauth.currentUser()).data.userInfo.userId)
      .execute();
    expect(((await (await open(late)).json()) as Envelope<unknown>).code).toBe(404);
    members.set('huchao', await memberOf(server, 'huchao'));
  });
});
