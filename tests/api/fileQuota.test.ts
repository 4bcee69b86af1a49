// What one user may put on the disk: the chunks of unfinished uploads (bytes,
// and how many uploads) and the files no saved record holds yet (bytes and
// count) are capped by the system configuration, each cap refused in words
// that name it and leaving nothing stored; the upload routes are rate-limited
// per user; and uploads no record took are swept after the configured hours.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@core/api/envelope';
import { chunkUpload, fileApi, type ChunkFields } from '@core/api/file';
import { sysConfigDefaults, type SysConfig } from '@server/modules/system/sysConfig';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { md5Of, pngOf } from './fileFixtures';

let server: TestServer;
const { chunkSize } = chunkUpload;
const mebibyte = 1_048_576;

beforeAll(async () => {
  ({ server } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

const kiln = () => server.app.kiln;
const configure = (changes: Partial<SysConfig>) => kiln().sysConfig.set(changes);
// Every test sets only the caps it tries; the rest go back to their defaults after it.
afterEach(async () => {
  const { chunkQuotaBytes, chunkQuotaUploads, unattachedQuotaBytes, unattachedQuotaFiles, unattachedFileHours, uploadRequestsPerMinute } = sysConfigDefaults;
  await configure({ chunkQuotaBytes, chunkQuotaUploads, unattachedQuotaBytes, unattachedQuotaFiles, unattachedFileHours, uploadRequestsPerMinute });
});

const files = (client: TestClient) => fileApi(client.call);
/** The demo's purchase requests: a released model's records, through its entry. */
const purchases = async () => {
  const model = await kiln().db.selectFrom('base_visual_dev').select('id').where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow();
  return `/api/visualdev/OnlineDev/${model.id}`;
};
const purchaseHolding = (file: { fileId: string; url: string }, name: string) => {
  const attachments = [{ fileId: file.fileId, name, url: file.url }];
  const values = { title: name, applyDate: Date.UTC(2026, 10, 1), items: [{ name: '纸', quantity: 1, price: 1 }], total: 1, attachments };
  return { data: JSON.stringify(values), menuId: 'menu-purchase' };
};
/** A purchase request of the member's whose attachments hold the file: a saved record takes it. */
const savePurchaseHolding = async (client: TestClient, file: { fileId: string; url: string }, name: string) =>
  client.call('POST', await purchases(), purchaseHolding(file, name));
/** A GET's status on a connection of its own, closed after it: a kept-alive one would hold the next restart up for its idle timeout. */
const statusWithoutKeepAlive = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
const outcome = (answer: Envelope<unknown>) => ({ code: answer.code, msg: answer.msg });
const userIdOf = async (client: TestClient) => (await client.oauth.currentUser()).data.userInfo.userId;
const upload = (client: TestClient, bytes: string, name: string) => files(client).upload('annex', new Blob([bytes]), name);
const rowsOf = async (client: TestClient) =>
  kiln()
    .db.selectFrom('base_file')
    .select(['id', 'storage_key', 'attached_at'])
    .where('owner_id', '=', await userIdOf(client))
    .execute();
/** Every stored file's bytes on the disk, unfinished writes included. */
const storedFiles = (): string[] => {
  const root = path.join(kiln().config.dataDir, 'files');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile()) : [];
};
const chunksOf = async (client: TestClient, identifier: string): Promise<string[]> => {
  const folder = path.join(kiln().config.dataDir, 'chunks', await userIdOf(client), identifier);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

/** simple-uploader's fields for chunk `chunkNumber` of `file`, cut into whole chunks. */
function chunkOf(file: Buffer, name: string, chunkNumber: number) {
  const totalChunks = Math.max(1, Math.floor(file.length / chunkSize));
  const start = (chunkNumber - 1) * chunkSize;
  const end = chunkNumber === totalChunks ? file.length : start + chunkSize;
  const fields: ChunkFields = {
    chunkNumber,
    chunkSize,
    currentChunkSize: end - start,
    totalSize: file.length,
    identifier: md5Of(file),
    filename: name,
    relativePath: name,
    totalChunks,
    fileType: '',
    extension: 'txt',
  };
  return { fields, bytes: new Blob([new Uint8Array(file.subarray(start, end))]) };
}
const sendChunk = (client: TestClient, file: Buffer, name: string, chunkNumber: number) => {
  const chunk = chunkOf(file, name, chunkNumber);
  return files(client).uploadChunk(chunk.fields, chunk.bytes);
};

describe('the chunks of unfinished uploads', () => {
  it('take at most the configured bytes: the chunk past the cap is refused, naming it, and not kept', async () => {
    const member = await memberOf(server, 'sunli');
    await configure({ chunkQuotaBytes: 2 * chunkSize });
    const file = Buffer.alloc(3 * chunkSize, 0x61);
    expect((await sendChunk(member, file, 'big.txt', 1)).code).toBe(200);
    expect((await sendChunk(member, file, 'big.txt', 2)).code).toBe(200);
    expect(outcome(await sendChunk(member, file, 'big.txt', 3))).toEqual({
      code: 400,
      msg: `已达到上传配额：未完成上传的分片最多占用${(2 * chunkSize) / mebibyte} MB，` + '请先完成其他上传（一天未继续的分片会被清除）',
    });
    expect(await chunksOf(member, md5Of(file))).toEqual(['1', '2']);
    expect((await files(member).chunkStatus(chunkOf(file, 'big.txt', 3).fields)).data.chunkNumbers).toEqual([1, 2]);
  });

  it('belong to at most the configured number of uploads: a further upload is refused, naming the cap, while those begun go on', async () => {
    const member = await memberOf(server, 'huchao');
    await configure({ chunkQuotaUploads: 2 });
    const [first, second, third] = ['first', 'second', 'third'].map((word) => Buffer.from(`${word} file\n`.repeat(2000)));
    expect((await sendChunk(member, first, 'first.txt', 1)).code).toBe(200);
    expect((await sendChunk(member, second, 'second.txt', 1)).code).toBe(200);
    expect(outcome(await sendChunk(member, third, 'third.txt', 1))).toEqual({
      code: 400,
      msg: '已达到上传配额：最多同时进行2个分片上传，请先完成其他上传',
    });
    expect(await chunksOf(member, md5Of(third))).toEqual([]);
    // Finishing one makes room.
    expect((await files(member).merge({ identifier: md5Of(first), fileName: 'first.txt', fileSize: first.length, type: 'annex' })).code).toBe(200);
    expect((await sendChunk(member, third, 'third.txt', 1)).code).toBe(200);
  });
});

describe('files no saved record holds', () => {
  it("take at most the configured bytes: one past the cap is refused, naming it, leaving no row or bytes; a saved record frees its files' room", async () => {
    const member = await memberOf(server, 'zhuxia');
    await configure({ unattachedQuotaBytes: 1000 });
    const first = (await upload(member, 'x'.repeat(600), 'first.txt')).data;
    expect(first.fileSize).toBe(600);
    const [rows, stored] = [(await rowsOf(member)).length, storedFiles().length];
    const refusal = { code: 400, msg: '已达到上传配额：尚未保存到表单的文件最多1000 B，请先保存表单' };
    expect(outcome(await upload(member, 'y'.repeat(500), 'second.txt'))).toEqual(refusal);
    // A chunked upload is refused at its first chunk, before the rest is sent.
    const chunked = Buffer.from('z'.repeat(500));
    expect(outcome(await sendChunk(member, chunked, 'third.txt', 1))).toEqual(refusal);
    expect(await chunksOf(member, md5Of(chunked))).toEqual([]);
    expect([(await rowsOf(member)).length, storedFiles().length]).toEqual([rows, stored]);

    expect((await savePurchaseHolding(member, first, 'first.txt')).code).toBe(200);
    expect((await upload(member, 'y'.repeat(500), 'second.txt')).code).toBe(200);
  });

  it('stay so when the save citing them fails, and when an avatar or a signature lets them go: they still count', async () => {
    const member = await memberOf(server, 'hetao');
    const counted = async () => (await rowsOf(member)).filter((row) => row.attached_at === null).map((row) => row.id);
    const cited = (await upload(member, 'cited by a failed save', 'cited.txt')).data;
    // An update of a request that does not exist fails: the file it cites is taken by no record.
    const failed = await member.call('PUT', `${await purchases()}/no-such-request`, purchaseHolding(cited, 'cited.txt'));
    expect(failed.code).toBe(404);
    expect(await counted()).toContain(cited.fileId);

    const png = pngOf(2, 2);
    const avatar = async (name: string) => {
      const image = (await files(member).upload('userAvatar', new Blob([new Uint8Array(png)]), name)).data;
      expect((await member.call('PUT', `/api/permission/Users/Current/Avatar/${image.fileId}`)).code).toBe(200);
      return image.fileId;
    };
    const first = await avatar('first.png');
    expect(await counted()).not.toContain(first);
    const second = await avatar('second.png');
    expect(await counted()).toContain(first);
    expect(await counted()).not.toContain(second);
    const signImg = `data:image/png;base64,${png.toString('base64')}`;
    const signed = await member.call<{ id: string }>('POST', '/api/permission/Users/Current/SignImg', { signImg });
    expect(signed.code).toBe(200);
    const before = await counted();
    expect((await member.call('DELETE', `/api/permission/Users/Current/${signed.data.id}/SignImg`)).code).toBe(200);
    expect((await counted()).length).toBe(before.length + 1);
  });

  it('are at most the configured number: one more is refused, naming the cap, and leaves no row and no bytes', async () => {
    const member = await memberOf(server, 'zhangwei');
    const held = (await rowsOf(member)).filter((row) => row.attached_at === null).length;
    await configure({ unattachedQuotaFiles: held + 2 });
    expect((await upload(member, 'one', 'one.txt')).code).toBe(200);
    expect((await upload(member, 'two', 'two.txt')).code).toBe(200);
    const [rows, stored] = [(await rowsOf(member)).length, storedFiles().length];
    expect(outcome(await upload(member, 'three', 'three.txt'))).toEqual({
      code: 400,
      msg: `已达到上传配额：尚未保存到表单的文件最多${held + 2}个，请先保存表单`,
    });
    const file = Buffer.from('merged later\n');
    expect(outcome(await sendChunk(member, file, 'later.txt', 1)).msg).toContain(`最多${held + 2}个`);
    expect([(await rowsOf(member)).length, storedFiles().length]).toEqual([rows, stored]);
  });

  it('are refused at the merge too, keeping the chunks for a merge once there is room', async () => {
    const member = await memberOf(server, 'lina');
    const file = Buffer.from('merge me\n'.repeat(100));
    expect((await sendChunk(member, file, 'merge.txt', 1)).data.merge).toBe(true);
    await configure({ unattachedQuotaFiles: (await rowsOf(member)).filter((row) => row.attached_at === null).length });
    const merge = () => files(member).merge({ identifier: md5Of(file), fileName: 'merge.txt', fileSize: file.length, type: 'annex' });
    expect((await merge()).msg).toMatch(/^已达到上传配额：尚未保存到表单的文件最多\d+个/);
    expect(await chunksOf(member, md5Of(file))).toEqual(['1']);
    await configure({ unattachedQuotaFiles: sysConfigDefaults.unattachedQuotaFiles });
    expect((await merge()).code).toBe(200);
  });
});

describe('the upload routes', () => {
  it('take at most the configured requests a minute from one user, each route counted apart, then answer 429', async () => {
    const member = await memberOf(server, 'wuting');
    const other = await memberOf(server, 'hetao');
    await configure({ uploadRequestsPerMinute: 3 });
    const file = Buffer.from('a check\n');
    const check = (client: TestClient) => files(client).chunkStatus(chunkOf(file, 'check.txt', 1).fields);
    for (let i = 0; i < 3; i += 1) expect((await check(member)).code).toBe(200);
    expect(outcome(await check(member))).toEqual({ code: 429, msg: '上传过于频繁，请稍后再试' });
    expect((await upload(member, 'words', 'words.txt')).code).toBe(200);
    expect((await check(other)).code).toBe(200);
  });
});

describe('the sweep of uploads no record took', () => {
  it('removes them (rows and bytes) once older than the configured hours, and never attached files, avatars or signatures', async () => {
    const member = await memberOf(server, 'sunli');
    const userId = await userIdOf(member);
    const png = pngOf(3, 3);
    const old = (await upload(member, 'old and abandoned', 'old.txt')).data;
    const recent = (await upload(member, 'recent', 'recent.txt')).data;
    const avatar = (await files(member).upload('userAvatar', new Blob([new Uint8Array(png)]), 'me.png')).data;
    expect((await member.call('PUT', `/api/permission/Users/Current/Avatar/${avatar.fileId}`)).code).toBe(200);
    expect((await member.call('POST', '/api/permission/Users/Current/SignImg', { signImg: `data:image/png;base64,${png.toString('base64')}` })).code).toBe(200);
    const held = (await upload(member, 'held by a request', 'held.txt')).data;
    expect((await savePurchaseHolding(member, held, 'held.txt')).code).toBe(200);

    // Two days pass for everything but the recent upload, which is two hours old.
    const hour = 3_600_000;
    await kiln()
      .db.updateTable('base_file')
      .set({ created_at: Date.now() - 48 * hour })
      .where('owner_id', '=', userId)
      .execute();
    await kiln()
      .db.updateTable('base_file')
      .set({ created_at: Date.now() - 2 * hour })
      .where('id', '=', recent.fileId)
      .execute();
    const keyOf = async (id: string) =>
      (await kiln().db.selectFrom('base_file').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;
    const oldKey = await keyOf(old.fileId);
    await server.restart();

    const left = new Set((await rowsOf(member)).map((row) => row.id));
    expect(left.has(old.fileId)).toBe(false);
    expect(storedFiles().some((name) => path.basename(name) === oldKey)).toBe(false);
    expect(outcome(await files(member).downloadLink('annex', old.fileId))).toEqual({ code: 404, msg: '文件不存在' });
    expect([recent.fileId, avatar.fileId, held.fileId].every((id) => left.has(id))).toBe(true);
    expect((await rowsOf(member)).filter((row) => row.attached_at !== null)).toHaveLength(3);
    expect(await statusWithoutKeepAlive(server.baseUrl + avatar.url)).toBe(200);

    // Fewer hours configured: the recent upload is old enough now.
    await configure({ unattachedFileHours: 1 });
    await server.restart();
    expect((await rowsOf(member)).map((row) => row.id)).not.toContain(recent.fileId);
    expect((await files(member).downloadLink('annex', held.fileId)).code).toBe(200);
  });
});
