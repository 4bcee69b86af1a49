// The own avatar: an image the user uploaded to /api/file/Uploader/userAvatar
// becomes the head icon, as its image link (CurrentUser and BaseInfo send it).
import type { Kiln } from '../../context';
import { letGoOfImages } from './imageHolds';

export async function setAvatar(kiln: Kiln, userId: string, fileId: string): Promise<string> {
  const image = await kiln.files.ownImage(fileId, userId);
  const link = kiln.files.linkOf(image);
  await kiln.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('base_user').select('head_icon').where('id', '=', userId).executeTakeFirst();
    await trx.updateTable('base_user').set({ head_icon: link, updated_at: Date.now() }).where('id', '=', userId).execute();
    // The user's record holds it now: whoever sees the user may see the picture.
    await kiln.files.markAttached([image.id], trx);
    if (before && before.head_icon !== link) await letGoOfImages(kiln.files, trx, [before.head_icon]);
  });
  return link;
}
