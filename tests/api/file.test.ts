// The file service (spec 03 §3, §5, §7, §9; spec 01 §7.4–7.6): uploads whole or
// in resumable chunks, the type judged from the bytes, limits from the system
// configuration, image links, one-use download, preview and pack links, avatars
// and signatures as stored images, and attaching files to a saved record.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkUpload, fileApi, type ChunkFields, type UploadedFile } from '@core/api/file';
import { sysConfigDefaults } from '@server/modules/system/sysConfig';
import { ApiError } from '@server/http/errors';
import type { SessionContext } from '@server/http/routeAccess';
import { adminPassword, memberOf, startServer, type TestClient, type TestServer } from './harness';
import { md5Of, pngOf, readZip } from './fileFixtures';

let server: TestServer;
let admin: TestClient;
let member: TestClient;
let other: TestClient;
const files = (client: TestClient) => fileApi(client.call);
const { chunkSize } = chunkUpload;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  server = await startServer({}, { logStream });
  admin = server.client();
  await admin.signIn('admin', adminPassword);
  member = await memberOf(server, 'zhangwei');
  other = await memberOf(server, 'lina');
});
afterAll(async () => {
  await server.close();
});

const kiln = () => server.app.kiln;
const rowCount = async () => Number((await kiln().db.selectFrom('base_file').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const dataDir = () => kiln().config.dataDir;
/** Every file under the store, unfinished writes included. */
const storedFiles = (): string[] => {
  const root = path.join(dataDir(), 'files');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile()) : [];
};
const open = (url: string) => fetch(server.baseUrl + url);
const userIdOf = async (client: TestClient) => (await client.oauth.currentUser()).data.userInfo.userId;
/** The session a save runs under, for calling the file service as a save hook does. */
const saverOf = async (client: TestClient, isAdministrator = false): Promise<SessionContext> => ({
  sessionId: '',
  userId: await userIdOf(client),
  account: '',
  userName: '',
  isAdministrator,
  locked: false,
  mustChangePassword: false,
});
const smallPng = pngOf(4, 3);
const blobOf = (bytes: Buffer | string) => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]);

async function upload(client: TestClient, type: string, bytes: Buffer | string, name: string) {
  return files(client).upload(type, blobOf(bytes), name);
}

/** simple-uploader's fields for one chunk of `file` cut into `totalChunks`. */
function chunkOf(file: Buffer, name: string, chunkNumber: number, totalChunks = Math.ceil(file.length / chunkSize), identifier = md5Of(file)) {
  const start = (chunkNumber - 1) * chunkSize;
  const end = chunkNumber === totalChunks ? file.length : start + chunkSize;
  const fields: ChunkFields = { chunkNumber, chunkSize, currentChunkSize: end - start, totalSize: file.length, identifier, filename: name, relativePath: name, totalChunks, fileType: '', extension: name.split('.').pop() ?? '' };
  return { fields, bytes: blobOf(file.subarray(start, end)) };
}
const sendChunk = (client: TestClient, chunk: ReturnType<typeof chunkOf>) => files(client).uploadChunk(chunk.fields, chunk.bytes);
const chunkFolder = async (client: TestClient, identifier: string) => path.join(dataDir(), 'chunks', await userIdOf(client), identifier);

describe('uploading a whole file', () => {
  it('stores a PNG under an id and answers JNPF\'s shape, name being the fileId', async () => {
    const answer = await upload(member, 'annexpic', smallPng, 'photo.png');
    expect(answer).toMatchObject({ code: 200, msg: '上传成功', data: { fileName: 'photo.png', fileSize: smallPng.length, fileExtension: 'png' } });
    const data: UploadedFile = answer.data;
    expect([data.name, data.fileVersionId]).toEqual([data.fileId, data.fileId]);
    expect(data.url).toMatch(new RegExp(`^/api/file/Image/${data.fileId}\\?key=[\\w-]+$`));
  });

  it('serves an image by its link alone, inline, unsniffable and privately cached', async () => {
    const { url } = (await upload(member, 'annexpic', smallPng, 'photo.png')).data;
    const image = await open(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(smallPng);
  });

  it('refuses an image link with a wrong key, as if the file did not exist', async () => {
    const { url } = (await upload(member, 'annexpic', smallPng, 'photo.png')).data;
    const refused = await open(url.replace(/key=.*/, 'key=wrongwrongwrong'));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ code: 404, msg: '文件不存在' });
  });

  it('stores a text file, with the upload query or as form fields, and downloads it through a link under its name', async () => {
    const text = '第一行\nsecond line\n';
    const answer = await files(member).upload('annex', new Blob([text]), '笔记.txt', { pathType: 'defaultPath', isAccount: 0, folder: 'notes/2026' });
    expect(answer.data.url).toBe(`/api/file/Download/annex/${answer.data.fileId}`);
    const form = new FormData();
    form.append('pathType', 'selfPath');
    form.append('file', new Blob([text]), 'again.txt');
    expect((await member.call('POST', '/api/file/Uploader/annex', form)).code).toBe(200);

    const link = await files(member).downloadLink('annex', answer.data.fileId);
    expect(link.data.name).toBe('笔记.txt');
    expect(link.data.url).toMatch(/^\/api\/file\/Download\/export\/\d+\?ticket=/);
    const file = await open(`${link.data.url}&name=ignored`);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="__.txt"; filename*=UTF-8''${encodeURIComponent('笔记.txt')}`);
    expect(await file.text()).toBe(text);
  });

  it.each([
    ['an executable', Buffer.from('MZ\x90\x00'), 'setup.exe', 'annex', '不允许上传exe格式的文件'],
    ['a page a browser would run', '<script>alert(1)</script>', 'page.html', 'annex', '不允许上传html格式的文件'],
    ['a name without an extension', 'root:x:0:0', '../../etc/passwd', 'annex', '文件“passwd”没有扩展名，不允许上传'],
    ['PNG bytes named .pdf', smallPng, 'report.pdf', 'annex', '文件“report.pdf”的内容与扩展名pdf不符'],
    ['text named .png', 'just words', 'fake.png', 'annex', '无法识别文件“fake.png”的类型'],
    ['text named .png as an image upload', 'just words', 'fake.png', 'annexpic', '请上传图片'],
    ['a PDF as an avatar', '%PDF-1.4\n%\n', 'me.pdf', 'userAvatar', '请上传图片'],
    ['binary bytes named .txt', randomBytes(2048), 'notes.txt', 'annex', '文件“notes.txt”的内容与扩展名txt不符'],
    ['text with NUL bytes named .csv', 'a,b\u0000,c', 'table.csv', 'annex', '文件“table.csv”的内容与扩展名csv不符'],
  ])('refuses %s, leaving no row and no stored bytes', async (_case, bytes, name, type, message) => {
    const [rows, stored] = [await rowCount(), storedFiles().length];
    expect(await upload(member, type, bytes, name)).toMatchObject({ code: 400, msg: message });
    expect([await rowCount(), storedFiles().length]).toEqual([rows, stored]);
  });

  it('keeps a traversing name as a cleaned display name and stores the bytes under an id', async () => {
    const answer = await upload(member, 'annex', 'harmless', '../../etc/passwd.txt');
    expect(answer.data.fileName).toBe('passwd.txt');
    expect(fs.existsSync(path.resolve(dataDir(), 'files', '../../etc/passwd.txt'))).toBe(false);
    expect(storedFiles().every((name) => path.basename(name) !== 'passwd.txt')).toBe(true);
    expect((await upload(member, 'annex', 'x', 'C:\\temp\\evil\u202egnp.txt')).data.fileName).toBe('evilgnp.txt');
  });

  it('refuses a file over the configured size and a folder that climbs', async () => {
    await kiln().sysConfig.set({ maxFileSize: 1000 });
    try {
      const rows = await rowCount();
      expect(await upload(member, 'annex', 'x'.repeat(1001), 'big.txt')).toMatchObject({ code: 400, msg: '文件大小不能超过1000 B' });
      expect((await upload(member, 'annex', 'x'.repeat(1000), 'fits.txt')).code).toBe(200);
      expect(await rowCount()).toBe(rows + 1);
      const chunk = chunkOf(Buffer.alloc(2000, 0x61), 'big.txt', 1);
      expect((await sendChunk(member, chunk)).msg).toBe('文件大小不能超过1000 B');
    } finally {
      await kiln().sysConfig.set({ maxFileSize: sysConfigDefaults.maxFileSize });
    }
    expect((await files(member).upload('annex', new Blob(['x']), 'a.txt', { folder: '../etc' })).msg).toBe('文件夹名称不正确');
  });

  it('refuses an upload cut off in the middle and keeps nothing of it', async () => {
    const [rows, stored] = [await rowCount(), storedFiles().length];
    const boundary = 'KilnCut';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\n${'half a file '.repeat(1000)}`;
    const answer = await (await member.raw('POST', '/api/file/Uploader/annex', { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })).json();
    expect(answer).toMatchObject({ code: 400, msg: '上传的文件不完整，请重新上传' });
    expect([await rowCount(), storedFiles().length]).toEqual([rows, stored]);
  });
});

describe('chunked uploads', () => {
  it('resumes: chunks 1 and 3, the test request says [1, 3], chunk 2, merge, and the download has the same md5', async () => {
    const file = pngOf(1900, 1900, randomBytes(1900 * 1900 * 3));
    expect(Math.ceil(file.length / chunkSize)).toBe(3);
    const identifier = md5Of(file);
    expect((await files(member).chunkStatus(chunkOf(file, 'scan.png', 1).fields)).data).toEqual({ uploaded: false, chunkNumbers: [], merge: false });
    expect((await sendChunk(member, chunkOf(file, 'scan.png', 1))).data).toEqual({ uploaded: false, chunkNumbers: [1], merge: false });
    expect((await sendChunk(member, chunkOf(file, 'scan.png', 3))).data.merge).toBe(false);
    // After a browser restart, the test request tells what is held.
    expect((await files(member).chunkStatus(chunkOf(file, 'scan.png', 2).fields)).data).toEqual({ uploaded: false, chunkNumbers: [1, 3], merge: false });
    expect((await sendChunk(member, chunkOf(file, 'scan.png', 2))).data).toEqual({ uploaded: false, chunkNumbers: [1, 2, 3], merge: true });

    const merged = await files(member).merge({ identifier, fileName: 'scan.png', fileSize: file.length, type: 'annex', extension: 'png', fileType: 'png' });
    expect(merged).toMatchObject({ code: 200, data: { name: merged.data.fileId, fileName: 'scan.png', fileSize: file.length, fileExtension: 'png' } });
    expect(fs.existsSync(await chunkFolder(member, identifier))).toBe(false);
    const link = await files(member).downloadLink('annex', merged.data.fileId);
    expect(md5Of(Buffer.from(await (await open(link.data.url)).arrayBuffer()))).toBe(identifier);
    // The same file again is known whole: the client skips every chunk.
    expect((await files(member).chunkStatus(chunkOf(file, 'scan.png', 1).fields)).data).toEqual({ uploaded: true, chunkNumbers: [], merge: false });
  });

  it('takes simple-uploader\'s default plan, where the last chunk carries the rest (up to twice the chunk size)', async () => {
    const file = Buffer.from('0123456789abcdef\n'.repeat(400_000));
    const chunk = chunkOf(file, 'log.txt', 1, 1);
    expect(chunk.fields.currentChunkSize).toBeGreaterThan(chunkSize);
    expect((await sendChunk(member, chunk)).data.merge).toBe(true);
    const merged = await files(member).merge({ identifier: md5Of(file), fileName: 'log.txt', fileSize: file.length, type: 'annex' });
    expect(merged.data.fileSize).toBe(file.length);
  });

  it('refuses a merge whose bytes do not have the md5 the client named, removing the chunks and storing nothing', async () => {
    const file = Buffer.from('these bytes are not what the identifier says\n');
    const lie = md5Of('something else');
    const [rows, stored] = [await rowCount(), storedFiles().length];
    expect((await sendChunk(member, chunkOf(file, 'lie.txt', 1, 1, lie))).data.merge).toBe(true);
    const refused = await files(member).merge({ identifier: lie, fileName: 'lie.txt', fileSize: file.length, type: 'annex' });
    expect(refused).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
    expect([await rowCount(), storedFiles().length]).toEqual([rows, stored]);
    expect(fs.existsSync(await chunkFolder(member, lie))).toBe(false);
    expect((await files(member).merge({ identifier: lie, fileName: 'lie.txt', fileSize: file.length, type: 'annex' })).msg).toBe('文件分片不完整，请重新上传');
  });

  it('takes JNPF\'s form-encoded merge', async () => {
    const file = Buffer.from('form encoded merge\n');
    await sendChunk(member, chunkOf(file, 'form.txt', 1, 1));
    const body = new URLSearchParams({ identifier: md5Of(file), fileName: 'form.txt', fileSize: String(file.length), fileType: 'plain', extension: 'txt', type: 'annex', pathType: 'defaultPath', isAccount: '0', folder: '' });
    const merged = await (await member.raw('POST', '/api/file/merge', { body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json();
    expect(merged).toMatchObject({ code: 200, data: { fileName: 'form.txt', fileSize: file.length } });
  });

  it('refuses chunks that do not fit the plan, and identifiers that are not an md5', async () => {
    const file = Buffer.alloc(3 * chunkSize, 0x61);
    const wrongSize = chunkOf(file, 'a.txt', 1);
    expect((await files(member).chunkStatus({ ...wrongSize.fields, chunkSize: 1024 })).msg).toBe('分片大小须为5242880字节');
    expect((await sendChunk(member, { ...wrongSize, fields: { ...wrongSize.fields, totalChunks: 7 } })).msg).toBe('分片信息与文件大小不符，请重新上传');
    const short = { ...wrongSize, bytes: blobOf(file.subarray(0, 1000)) };
    expect((await sendChunk(member, short)).msg).toBe('分片内容不完整，请重新上传');
    expect((await files(member).chunkStatus(wrongSize.fields)).data.chunkNumbers).toEqual([]);
    for (const identifier of ['../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd0000000000', 'g'.repeat(32)]) {
      expect((await sendChunk(member, { ...wrongSize, fields: { ...wrongSize.fields, identifier } })).msg).toBe('文件标识须为32位十六进制md5值');
    }
    expect(fs.readdirSync(path.join(dataDir(), 'chunks'), { recursive: true }).some((name) => String(name).includes('passwd'))).toBe(false);
  });

  it('sweeps chunks nobody continued for a day', async () => {
    const file = Buffer.alloc(2 * chunkSize + 10, 0x62);
    await sendChunk(member, chunkOf(file, 'left.txt', 1));
    const folder = await chunkFolder(member, md5Of(file));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(folder, twoDaysAgo, twoDaysAgo);
    await server.restart();
    expect(fs.existsSync(folder)).toBe(false);
    expect((await files(member).chunkStatus(chunkOf(file, 'left.txt', 2).fields)).data.chunkNumbers).toEqual([]);
  });
});

describe('download links', () => {
  it('need a session to be handed out', async () => {
    const { fileId } = (await upload(member, 'annex', 'secret', 's.txt')).data;
    expect((await files(server.client()).downloadLink('annex', fileId)).code).toBe(600);
  });

  it('serve once, within their lifetime, for the right ticket only', async () => {
    const { fileId } = (await upload(member, 'annex', 'once', 'once.txt')).data;
    const first = (await files(member).downloadLink('annex', fileId)).data.url;
    const wrongTicket = first.replace(/ticket=.*/, `ticket=${randomBytes(24).toString('base64url')}`);
    expect(await (await open(wrongTicket)).json()).toMatchObject({ code: 404, msg: '下载链接已失效，请重新导出' });
    expect(await (await open(first)).text()).toBe('once');
    expect((await (await open(first)).json()).code).toBe(404);

    const late = (await files(member).downloadLink('annex', fileId)).data.url;
    const id = /export\/(\d+)/.exec(late)![1];
    await kiln().db.updateTable('base_download').set({ expires_at: Date.now() - 1 }).where('id', '=', id).execute();
    expect((await (await open(late)).json()).code).toBe(404);
  });

  it('are handed to the owner and administrators, and to others once a saved record holds the file', async () => {
    const { fileId } = (await upload(member, 'annex', 'draft', 'draft.txt')).data;
    // Someone else's file answers as an unknown one: the same code and words.
    expect(await files(other).downloadLink('annex', fileId)).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await files(admin).downloadLink('annex', fileId)).code).toBe(200);
    expect(await files(other).downloadLink('annex', '12345')).toMatchObject({ code: 404, msg: '文件不存在' });
    await kiln().files.markAttached([fileId]);
    expect((await files(other).downloadLink('annex', fileId)).code).toBe(200);
  });

  it('are handed, once a record of a menu entry holds the file, only to those who may open that entry', async () => {
    const { fileId } = (await upload(member, 'annex', 'sample', 'sample.txt')).data;
    // The widget gallery's records: developers open it (李娜 is one), staff do not (胡超).
    await kiln().files.holdInRecord([fileId], 'devTools.widgetGallery', 'a sample');
    expect((await files(other).downloadLink('annex', fileId)).code).toBe(200);
    const staff = await memberOf(server, 'huchao');
    expect(await files(staff).downloadLink('annex', fileId)).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await files(member).downloadLink('annex', fileId)).code).toBe(200);
  });

  it('pack several files into one zip as it is sent, repeated names made unique', async () => {
    const a = (await upload(member, 'annex', 'first', 'a.txt')).data.fileId;
    const b = (await upload(member, 'annex', 'second', 'a.txt')).data.fileId;
    const c = (await upload(member, 'annexpic', smallPng, 'photo.png')).data.fileId;
    const packed = await files(member).packDownload('annex', [a, b, c].map((fileId) => ({ fileId, fileName: 'whatever' })));
    expect(packed.data.downloadName).toMatch(/^annex-\d{14}\.zip$/);
    expect(packed.data.downloadVo.name).toBe(packed.data.downloadName);
    const zip = await open(packed.data.downloadVo.url);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(Buffer.from(await zip.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['a.txt', 'a (2).txt', 'photo.png']);
    expect([entries.get('a.txt')!.toString(), entries.get('a (2).txt')!.toString()]).toEqual(['first', 'second']);
    expect(entries.get('photo.png')).toEqual(smallPng);

    const foreign = (await upload(other, 'annex', 'mine', 'mine.txt')).data.fileId;
    const mixed = [{ fileId: a, fileName: 'a.txt' }, { fileId: foreign, fileName: 'mine.txt' }];
    expect(await files(member).packDownload('annex', mixed)).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await files(member).packDownload('annex', [])).msg).toBe('未发现文件');
  });

  it('preview images, PDFs and text inline, with a URL the client appends its token to', async () => {
    const png = (await upload(member, 'annexpic', smallPng, 'photo.png')).data.fileId;
    const text = (await upload(member, 'annex', 'plain words', 'words.txt')).data.fileId;
    const image = (await files(member).preview({ fileName: png, fileDownloadUrl: 'http://attacker.example/x' })).data;
    expect(image).toContain('?');
    const shown = await open(`${image}&token=${member.token ?? ''}`);
    expect([shown.headers.get('content-type'), shown.headers.get('content-disposition')?.split(';')[0]]).toEqual(['image/png', 'inline']);
    const words = await open((await files(member).preview({ fileVersionId: text })).data);
    expect([words.headers.get('content-type'), await words.text()]).toEqual(['text/plain; charset=utf-8', 'plain words']);
    expect(await files(member).preview({ fileName: '99999' })).toMatchObject({ code: 404, msg: '文件不存在' });
  });
});

describe('avatars and signatures', () => {
  it('makes an uploaded image the avatar, sent as headIcon in BaseInfo and CurrentUser', async () => {
    const uploaded = (await upload(member, 'userAvatar', smallPng, 'me.png')).data;
    expect((await member.call('PUT', `/api/permission/Users/Current/Avatar/${uploaded.name}`)).code).toBe(200);
    expect((await member.call<{ headIcon: string }>('GET', '/api/permission/Users/Current/BaseInfo')).data.headIcon).toBe(uploaded.url);
    expect((await member.oauth.currentUser()).data.userInfo.headIcon).toBe(uploaded.url);
    expect(Buffer.from(await (await open(uploaded.url)).arrayBuffer())).toEqual(smallPng);
  });

  it('refuses as avatar another user\'s image or a file that is not an image', async () => {
    const theirs = (await upload(other, 'userAvatar', smallPng, 'lina.png')).data.name;
    const text = (await upload(member, 'annex', 'not a picture', 'n.txt')).data.name;
    for (const name of [theirs, text]) expect((await member.call('PUT', `/api/permission/Users/Current/Avatar/${name}`)).msg).toBe('请选择您自己上传的图片');
  });

  it('stores a drawn signature as an image file and lists its link; an uploaded image is taken by fileId', async () => {
    const drawn = `data:image/png;base64,${smallPng.toString('base64')}`;
    expect((await member.call('POST', '/api/permission/Users/Current/SignImg', { signImg: drawn, isDefault: 1 })).code).toBe(200);
    const uploaded = (await upload(member, 'annexpic', smallPng, 'sign.png')).data.fileId;
    expect((await member.call('POST', '/api/permission/Users/Current/SignImg', { signImg: uploaded })).code).toBe(200);
    const list = (await member.call<{ signImg: string; isDefault: number }[]>('GET', '/api/permission/Users/Current/SignImg')).data;
    expect(list.map((sign) => sign.signImg.startsWith('/api/file/Image/'))).toEqual([true, true]);
    expect(Buffer.from(await (await open(list.find((sign) => sign.isDefault === 1)!.signImg)).arrayBuffer())).toEqual(smallPng);
    const fake = `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`;
    expect((await member.call('POST', '/api/permission/Users/Current/SignImg', { signImg: fake })).msg).toBe('请上传图片');
  });
});

describe('files cited by a save', () => {
  it('rebuilds the entries from the rows, whatever the browser claimed, and attaches nothing until the record is written', async () => {
    const uploaded = (await upload(member, 'annex', 'attached', 'real name.txt')).data;
    const claimed = [{ name: 'fake.exe', fileId: uploaded.fileId, fileSize: 1, fileExtension: 'exe', url: 'javascript:alert(1)' }];
    const entries = await kiln().files.citedEntries(claimed, await saverOf(member));
    expect(entries).toEqual([{ name: 'real name.txt', fileId: uploaded.fileId, fileSize: 8, fileExtension: 'txt', fileVersionId: uploaded.fileId, url: uploaded.url }]);
    const attachedAt = async () =>
      (await kiln().db.selectFrom('base_file').select('attached_at').where('id', '=', uploaded.fileId).executeTakeFirstOrThrow()).attached_at;
    expect(await attachedAt()).toBeNull();
    await kiln().files.holdInRecord([uploaded.fileId], 'demo.purchaseRequest', 'a request');
    expect(await attachedAt()).toBeGreaterThan(0);
    expect(await kiln().files.citedEntries(null, await saverOf(member))).toEqual([]);
  });

  it('refuses another user\'s file that no record holds and a file that does not exist alike, naming each as sent', async () => {
    const theirs = (await upload(other, 'annex', 'lina only', 'lina.txt')).data.fileId;
    const saver = await saverOf(member);
    const attach = (entries: unknown) => kiln().files.citedEntries(entries, saver).then(() => null, (error: ApiError) => [error.code, error.message_]);
    expect(await attach([{ fileId: theirs, name: 'x.txt' }])).toEqual([400, { key: 'file.entryMissing', params: { name: 'x.txt' } }]);
    expect(await attach([{ fileId: '424242', name: 'x.txt' }])).toEqual([400, { key: 'file.entryMissing', params: { name: 'x.txt' } }]);
    expect(await attach('not a list')).toEqual([400, { key: 'file.entriesInvalid', params: { max: 200 } }]);
    expect((await kiln().files.citedEntries([{ fileId: theirs }], { ...saver, isAdministrator: true }))[0].name).toBe('lina.txt');
  });
});

describe('the server log', () => {
  it('holds no server error after all of the above, refusals and cut-off uploads included', () => {
    expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
  });
});
