// The platform's own migrations (menus and grants, configuration, sessions,
// dictionaries); modules bring theirs in their manifests. All run together in
// name order, so names are permanent and a new one takes the next free number.
import type { Migration } from 'kysely';
import * as directoryAndSession from './0001_directory_and_session';
import * as mainSystemAndDevMenu from './0002_main_system_and_dev_menu';
import * as systemDataMenu from './0006_system_data_menu';
import * as jnpfMenuContract from './0010_jnpf_menu_contract';
import * as importUploads from './0045_import_uploads';

export const platformMigrations: Record<string, Migration> = {
  '0001_directory_and_session': directoryAndSession,
  '0002_main_system_and_dev_menu': mainSystemAndDevMenu,
  '0006_system_data_menu': systemDataMenu,
  '0010_jnpf_menu_contract': jnpfMenuContract,
  '0045_import_uploads': importUploads,
};
