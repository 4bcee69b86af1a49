// Images an avatar or a signature shows are attached: kept, and readable by
// anyone signed in. Replaced or dropped, an image is let go — unattached again,
// so it counts in its owner's upload quota and the sweep takes it in time —
// unless another avatar or signature still shows it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileService } from '../file/fileService';

const imageId = (link: string) => /^\/api\/file\/Image\/(\d{1,40})\?/.exec(link)?.[1];

/** Lets go of the images these links showed, where no head icon or signature shows them still. Pass the write's transaction as `db`. */
export async function letGoOfImages(files: FileService, db: Kysely<Database>, links: readonly string[]): Promise<void> {
  const unused: string[] = [];
  for (const id of new Set(links.map(imageId).filter((id): id is string => id !== undefined))) {
    const shown = sql<string>`${`/api/file/Image/${id}?%`}`;
    const [icon, sign] = await Promise.all([
      db.selectFrom('base_user').select('id').where('head_icon', 'like', shown).executeTakeFirst(),
      db.selectFrom('base_sign_img').select('id').where('sign_img', 'like', shown).executeTakeFirst(),
    ]);
    if (!icon && !sign) unused.push(id);
  }
  await files.letGo(unused, db);
}
