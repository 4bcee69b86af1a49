// Runs every benchmark and prints tables. Figures, never assertions.
import { benchServer } from './server';
import { benchBundle } from './bundle';
import { benchBrowser } from './browser';
import { benchFirstScreens } from './firstScreens';
import { benchForms } from './forms';
import { benchFormChecks } from './formChecks';
import { benchDictionary } from './dictionary';
import { benchHardening } from './hardening';
import { benchFiles } from './files';
import { benchMd5 } from './md5';
import { benchGrants } from './grants';
import { benchUsers } from './users';
import { benchImport } from './import';

await benchServer();
await benchDictionary();
await benchGrants();
await benchUsers();
await benchImport();
await benchHardening();
await benchFiles();
benchBundle();
await benchBrowser();
await benchFirstScreens();
await benchForms();
await benchMd5();
benchFormChecks();
