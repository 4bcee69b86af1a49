// "Download all" as one zip, made by yazl while it is sent: each stored file is
// opened only when its turn comes and flows straight into the answer, so a
// pack is never built in memory or on disk. Repeated names get a suffix.
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { uniqueNames } from './fileNames';

export interface PackItem {
  name: string;
  size: number;
  /** Text compresses; images, archives, audio and video are stored as they are. */
  compress: boolean;
  mtime: Date;
  open(): Readable;
}

export function zipStream(items: readonly PackItem[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // yazl reports a failed entry on the ZipFile; unheard, it would end the process. It ends the answer instead.
  zip.on('error', (error: Error) => output.destroy(error));
  const names = uniqueNames(items.map((item) => item.name));
  items.forEach((item, index) => {
    zip.addReadStreamLazy(names[index], { size: item.size, compress: item.compress, mtime: item.mtime }, (callback) => {
      try {
        const stream = item.open();
        // yazl pipes the stream without listening for its errors.
        stream.on('error', (error) => output.destroy(error));
        callback(null, stream);
      } catch (error) {
        callback(error, undefined as never);
      }
    });
  });
  zip.end();
  return output;
}
