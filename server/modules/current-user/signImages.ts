// A user's signature images, one of which is the default that approvals stamp.
// Each is a stored image (drawn in the profile and sent as a data: URL, as
// JNPF's client does, or uploaded first and named by its fileId); the row keeps
// its image link. Rows written before files were stored keep their data: URL.
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { ApiError } from '../../http/errors';
import type { FileRow, FileService } from '../file/fileService';
import { letGoOfImages } from './imageHolds';

export interface SignImage {
  id: string;
  signImg: string;
  isDefault: 0 | 1;
  creatorTime: number;
}

/** A user keeps at most this many; the oldest non-default one makes room. */
export const maxSignImages = 10;
/** A PNG or JPEG as a data: URL (at most about 200 KB), or the fileId of an image the user uploaded. */
export const signImagePattern = '^(data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}|[0-9]{1,40})$';
export const signImageMaxLength = 280_000;

const notFound = () => new ApiError(404, { key: 'signImg.notFound' });
const dataUrl = /^data:image\/(png|jpeg);base64,(.*)$/;

export class SignImageService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly files: FileService,
  ) {}

  async list(userId: string): Promise<SignImage[]> {
    const rows = await this.db.selectFrom('base_sign_img').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map((row) => ({ id: row.id, signImg: row.sign_img, isDefault: row.is_default === 1 ? 1 : 0, creatorTime: Number(row.created_at) }));
  }

  async defaultOf(userId: string): Promise<string> {
    const row = await this.db.selectFrom('base_sign_img').select('sign_img').where('user_id', '=', userId).where('is_default', '=', 1).executeTakeFirst();
    return row?.sign_img ?? '';
  }

  /** Adds a signature (a data: URL is stored as a file first); the image's link is what the row keeps. */
  async add(userId: string, signImg: string, isDefault: boolean): Promise<string> {
    const drawn = dataUrl.exec(signImg);
    const image = drawn ? await this.storeDrawn(userId, drawn[1], drawn[2]) : await this.files.ownImage(signImg, userId);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const id = newId();
        const existing = await trx
          .selectFrom('base_sign_img')
          .select(['id', 'is_default', 'sign_img'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const makeDefault = isDefault || existing.length === 0;
        if (makeDefault) await trx.updateTable('base_sign_img').set({ is_default: 0 }).where('user_id', '=', userId).execute();
        const surplus = existing.filter((row) => row.is_default !== 1 || makeDefault).slice(0, Math.max(0, existing.length + 1 - maxSignImages));
        if (surplus.length) await trx.deleteFrom('base_sign_img').where('id', 'in', surplus.map((row) => row.id)).execute();
        await trx.insertInto('base_sign_img').values({ id, user_id: userId, sign_img: this.files.linkOf(image), is_default: makeDefault ? 1 : 0, created_at: Date.now() }).execute();
        await this.files.markAttached([image.id], trx);
        await letGoOfImages(
          this.files,
          trx,
          surplus.map((row) => row.sign_img),
        );
        return id;
      });
    } catch (error) {
      // A drawn signature stored for this row goes with the row that failed.
      if (drawn) await this.files.remove(image);
      throw error;
    }
  }

  private storeDrawn(userId: string, subtype: string, base64: string): Promise<FileRow> {
    const bytes = Buffer.from(base64, 'base64');
    const name = `signature.${subtype === 'jpeg' ? 'jpg' : 'png'}`;
    return this.files.store({ source: Readable.from([bytes]), name, ownerId: userId, uploadType: 'signImg', requireImage: true });
  }

  async makeDefault(userId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const own = await trx.selectFrom('base_sign_img').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!own) throw notFound();
      await trx.updateTable('base_sign_img').set({ is_default: 0 }).where('user_id', '=', userId).execute();
      await trx.updateTable('base_sign_img').set({ is_default: 1 }).where('id', '=', id).execute();
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('base_sign_img').where('id', '=', id).where('user_id', '=', userId).returning('sign_img').executeTakeFirst();
      if (!removed) throw notFound();
      await letGoOfImages(this.files, trx, [removed.sign_img]);
    });
  }
}
