// Per-user upload quotas from the system configuration: the chunks of
// unfinished uploads (their bytes, and how many uploads hold them) and the
// files no saved record holds yet (their bytes and count). Each is checked
// before bytes are taken and again once they are written, so requests racing
// each other cannot pass a cap together: what went over is removed and refused.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, type ApiError } from '../../http/errors';
import type { SysConfig, SysConfigStore } from '../system/sysConfig';
import type { ChunkStore, ChunkUsage } from './chunks';
import type { FileRow, FileService } from './fileService';
import { sizeText } from './inspector';

/** What one user's uploaded files that no saved record holds take. */
export interface UnattachedUsage {
  files: number;
  bytes: number;
}

function chunkRefusal(usage: ChunkUsage, config: SysConfig): ApiError | null {
  if (usage.identifiers.size > config.chunkQuotaUploads) return badRequest('file.quotaChunkUploads', { max: config.chunkQuotaUploads });
  if (usage.bytes > config.chunkQuotaBytes) return badRequest('file.quotaChunkBytes', { max: sizeText(config.chunkQuotaBytes) });
  return null;
}

function unattachedRefusal(usage: UnattachedUsage, config: SysConfig): ApiError | null {
  if (usage.files > config.unattachedQuotaFiles) return badRequest('file.quotaUnattachedFiles', { max: config.unattachedQuotaFiles });
  if (usage.bytes > config.unattachedQuotaBytes) return badRequest('file.quotaUnattachedBytes', { max: sizeText(config.unattachedQuotaBytes) });
  return null;
}

export class UploadQuota {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sysConfig: SysConfigStore,
    private readonly files: FileService,
    private readonly chunks: ChunkStore,
  ) {}

  /**
   * Every file of this owner no saved record holds. Imports' files count too
   * (their routes store them without this check, and keep one per user of at
   * most 500 KB, so they barely weigh); attached files — records', avatars,
   * signatures — do not.
   */
  async unattached(ownerId: string): Promise<UnattachedUsage> {
    const row = await this.db
      .selectFrom('base_file')
      .select((eb) => [eb.fn.countAll<number | string>().as('files'), eb.fn.sum<number | string | null>('size').as('bytes')])
      .where('owner_id', '=', ownerId)
      .where('attached_at', 'is', null)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers count and sum of a bigint as text; an empty sum is null.
    return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
  }

  /** Refuses, before any byte is read, a file that would pass a cap of files no record holds (`bytes`: its declared size, 0 when unknown). */
  async checkUnattached(ownerId: string, bytes: number): Promise<void> {
    const [config, usage] = await Promise.all([this.sysConfig.get(), this.unattached(ownerId)]);
    const refusal = unattachedRefusal({ files: usage.files + 1, bytes: usage.bytes + bytes }, config);
    if (refusal) throw refusal;
  }

  /** Once a file is stored: removes it and refuses when it, or one stored beside it meanwhile, went past a cap. */
  async keepUnattached(row: FileRow): Promise<FileRow> {
    const [config, usage] = await Promise.all([this.sysConfig.get(), this.unattached(row.owner_id)]);
    const refusal = unattachedRefusal(usage, config);
    if (!refusal) return row;
    await this.files.remove(row);
    throw refusal;
  }

  /** Writes one chunk within the chunk caps: refused before its bytes are read, or removed again when a chunk written beside it meanwhile took the room. */
  async keepChunk(userId: string, identifier: string, chunkNumber: number, bytes: number, write: () => Promise<void>): Promise<void> {
    const config = await this.sysConfig.get();
    const before = await this.chunks.usage(userId);
    const refusal = chunkRefusal({ bytes: before.bytes + bytes, identifiers: new Set([...before.identifiers, identifier]) }, config);
    if (refusal) throw refusal;
    await write();
    const over = chunkRefusal(await this.chunks.usage(userId), config);
    if (!over) return;
    await this.chunks.remove(userId, identifier, chunkNumber);
    throw over;
  }
}
