// Looks at a file's bytes as they stream to storage: counts them (refusing past
// the limit at once, before more is written), hashes them with md5, and, for
// text extensions, checks that they are UTF-8 without NUL.
import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { sizeUnits } from '@core/api/file';
import { badRequest } from '../../http/errors';

export interface InspectorOptions {
  maxBytes: number;
  /** Check the bytes as text (only for text extensions: the check reads everything). */
  checkText: boolean;
  /** Shown in the size refusal. */
  limitText: string;
}

export class FileInspector extends Transform {
  size = 0;
  private readonly hash: Hash = createHash('md5');
  private decoder: TextDecoder | null;
  private textSoFar: boolean;

  constructor(private readonly options: InspectorOptions) {
    super();
    this.textSoFar = options.checkText;
    this.decoder = options.checkText ? new TextDecoder('utf-8', { fatal: true }) : null;
  }

  /** Whether every byte so far was UTF-8 text without NUL (false when not checked). */
  get isUtf8Text(): boolean {
    return this.textSoFar;
  }

  get md5(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      done(badRequest('file.tooLarge', { max: this.options.limitText }));
      return;
    }
    this.hash.update(chunk);
    if (this.textSoFar) this.checkText(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.textSoFar && this.decoder) {
      try {
        this.decoder.decode();
      } catch {
        // A multi-byte character cut off at the end.
        this.textSoFar = false;
      }
    }
    done();
  }

  private checkText(chunk: Buffer): void {
    if (chunk.includes(0)) {
      this.textSoFar = false;
      return;
    }
    try {
      this.decoder?.decode(chunk, { stream: true });
    } catch {
      this.textSoFar = false;
    }
  }
}

/** A byte count as people read it: 500 MB, 1.5 GB, 800 KB. */
export function sizeText(bytes: number): string {
  for (const unit of ['GB', 'MB', 'KB'] as const) {
    const size = sizeUnits[unit];
    if (bytes >= size) return `${Number((bytes / size).toFixed(2))} ${unit}`;
  }
  return `${bytes} B`;
}
