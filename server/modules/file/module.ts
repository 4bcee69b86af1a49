// Captcha images and downloads by link.
import { defineModule } from '../defineModule';
import { fileRoutes } from './routes';
import { fileServerTexts } from './texts';
import * as downloads from './migrations/0012_downloads';
import * as files from './migrations/0017_files';

export default defineModule({
  name: 'file',
  tag: { name: 'file', description: 'Captcha images and one-use download links' },
  texts: fileServerTexts,
  migrations: { '0012_downloads': downloads, '0017_files': files },
  routes: fileRoutes,
});
