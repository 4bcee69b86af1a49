// The file service: captcha images, stored files (uploads whole or in chunks,
// image links, downloads, previews and packs by one-use link).
// Bytes live behind FileStore (storage.ts): the local disk today; an
// S3-compatible store can take its place without touching the routes.
import { defineModule } from '../defineModule';
import { fileRoutes } from './routes';
import { fileServerTexts } from './texts';
import * as downloads from './migrations/0012_downloads';
import * as files from './migrations/0017_files';
import * as downloadKinds from './migrations/0018_download_kinds';
import * as fileReaders from './migrations/0037_file_readers';
import * as fileRecords from './migrations/0040_file_records';
import * as downloadSessions from './migrations/0043_download_sessions';
import * as unattachedFiles from './migrations/0044_unattached_files';

export default defineModule({
  name: 'file',
  tag: { name: 'file', description: 'Captcha images, stored files, and one-use links to download them' },
  texts: fileServerTexts,
  migrations: {
    '0012_downloads': downloads,
    '0017_files': files,
    '0018_download_kinds': downloadKinds,
    '0037_file_readers': fileReaders,
    '0040_file_records': fileRecords,
    '0043_download_sessions': downloadSessions,
    '0044_unattached_files': unattachedFiles,
  },
  routes: fileRoutes,
});
