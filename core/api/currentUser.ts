// What signed-in users change of their own account (spec 01 §7.3) that the
// browser calls outside a page schema: the avatar, after its image was uploaded.
import type { Transport } from './envelope';

/** Upload type of avatars (the image goes to /api/file/Uploader/userAvatar first). */
export const avatarUploadType = 'userAvatar';

export const currentUserApi = (call: Transport) => ({
  /** Makes the uploaded image named by `name` (the upload's data.name, its fileId) the user's avatar. */
  updateAvatar: (name: string) => call<null>('PUT', `/api/permission/Users/Current/Avatar/${encodeURIComponent(name)}`),
});
