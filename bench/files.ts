// Upload throughput on loopback against Kiln in a process of its own: a 200 MiB
// file in simple-uploader's 5 MiB chunks, a few in flight, then the merge that
// joins them into storage (md5 checked, type judged); and the same file in one
// upload. MB/s per phase, and the server's event-loop delay meanwhile.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { chunkUpload } from '@core/api/file';
import { startChildServer, underLoopWatch } from './childControl';

const fileBytes = 200 * 1_048_576;
const inFlight = 4;

interface Row {
  phase: string;
  'MB/s': number;
  'took ms': number;
  'loop p99 ms': number;
  'loop max ms': number;
  outcome: string;
}


/** A gzip header before random bytes: a file whose type the server recognises, and that nothing compresses. */
function benchFile(): Buffer {
  const file = Buffer.allocUnsafe(fileBytes);
  for (let at = 0; at < fileBytes; at += 1 << 24) randomBytes(Math.min(1 << 24, fileBytes - at)).copy(file, at);
  file.set([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03], 0);
  return file;
}

async function timed(server: ChildProcess, phase: string, bytes: number, work: () => Promise<string>): Promise<Row> {
  const { took, outcome, loopP99, loopMax } = await underLoopWatch(server, work);
  return { phase, 'MB/s': Math.round(bytes / 1_048_576 / (took / 1000)), 'took ms': Math.round(took), 'loop p99 ms': loopP99, 'loop max ms': loopMax, outcome };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });

/**
 * A multipart POST written as a browser sends it: fields, then the bytes. Built
 * by hand over node:http because fetch's FormData encoding costs this process
 * more than the server spends, and would hide the figure being measured.
 */
function postMultipart(url: string, token: string, fields: Record<string, string | number>, bytes: Uint8Array, name: string) {
  const boundary = `----KilnBench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(`${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return send(url, token, `multipart/form-data; boundary=${boundary}`, [head, bytes, tail]);
}

function send(url: string, token: string, contentType: string, body: Uint8Array[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body.reduce((sum, part) => sum + part.length, 0);
    const request = http.request(url, { method: 'POST', agent, headers: { authorization: token, 'content-type': contentType, 'content-length': length } }, (response) => {
      const pieces: Buffer[] = [];
      response.on('data', (piece: Buffer) => pieces.push(piece));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(pieces).toString('utf8')) as Answer));
    });
    request.on('error', reject);
    for (const part of body.slice(0, -1)) request.write(part);
    request.end(body[body.length - 1]);
  });
}

interface Answer {
  code: number;
  msg: string;
  data: { merge?: boolean; fileSize?: number } | null;
}

export async function benchFiles(): Promise<void> {
  const { server, base, token, dataDir } = await startChildServer();
  try {
    const file = benchFile();
    const identifier = createHash('md5').update(file).digest('hex');
    const { chunkSize } = chunkUpload;
    const totalChunks = Math.ceil(file.length / chunkSize);
    const sendChunk = (chunkNumber: number) => {
      const bytes = file.subarray((chunkNumber - 1) * chunkSize, Math.min(file.length, chunkNumber * chunkSize));
      const fields = { chunkNumber, chunkSize, currentChunkSize: bytes.length, totalSize: file.length, identifier, filename: 'bench.gz', relativePath: 'bench.gz', totalChunks, fileType: 'application/gzip', extension: 'gz' };
      return postMultipart(`${base}/api/file/chunk`, token, fields, bytes, 'bench.gz');
    };

    const rows: Row[] = [];
    rows.push(
      await timed(server, `${totalChunks} chunks of 5 MiB, ${inFlight} in flight`, file.length, async () => {
        let next = 1;
        let failed = 0;
        let merge = false;
        const worker = async () => {
          for (let chunk = next++; chunk <= totalChunks; chunk = next++) {
            const answer = await sendChunk(chunk);
            if (answer.code !== 200) failed += 1;
            merge ||= answer.data?.merge === true;
          }
        };
        await Promise.all(Array.from({ length: inFlight }, worker));
        return `${failed} refused, merge ${merge}`;
      }),
    );
    rows.push(
      await timed(server, 'merge into storage (md5, type)', file.length, async () => {
        const body = Buffer.from(JSON.stringify({ identifier, fileName: 'bench.gz', fileSize: file.length, type: 'annex' }));
        const answer = await send(`${base}/api/file/merge`, token, 'application/json', [body]);
        return `${answer.code} ${answer.msg}, ${answer.data?.fileSize ?? 0} bytes`;
      }),
    );
    rows.push(
      await timed(server, 'the same file in one upload', file.length, async () => {
        const answer = await postMultipart(`${base}/api/file/Uploader/annex`, token, {}, file, 'whole.gz');
        return `${answer.code} ${answer.msg}`;
      }),
    );
    console.log(`\nUploads on loopback, a ${fileBytes / 1_048_576} MiB file (server in its own process; event-loop delay sampled every 5 ms):`);
    console.table(rows);
  } finally {
    agent.destroy();
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/files.ts` runs this one alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'files.ts')) await benchFiles();
