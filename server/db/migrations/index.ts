// The platform's own migrations (menus and grants, configuration, sessions,
// dictionaries); modules bring theirs in their manifests. All run together in
// name order, so names are permanent and a new one takes the next free number.
// A removed module's migrations stay here once databases have run them (the
// migrator refuses a database whose history names a migration it lacks): the
// demo's hand-written purchase module made 0016 and 0041, and 0047 drops their tables.
import type { Migration } from 'kysely';
import * as directoryAndSession from './0001_directory_and_session';
import * as mainSystemAndDevMenu from './0002_main_system_and_dev_menu';
import * as systemDataMenu from './0006_system_data_menu';
import * as jnpfMenuContract from './0010_jnpf_menu_contract';
import * as purchaseRequests from './0016_purchase_requests';
import * as purchaseAttachments from './0041_purchase_attachments';
import * as importUploads from './0045_import_uploads';
import * as dropDemoPurchase from './0047_drop_demo_purchase';

export const platformMigrations: Record<string, Migration> = {
  '0001_directory_and_session': directoryAndSession,
  '0002_main_system_and_dev_menu': mainSystemAndDevMenu,
  '0006_system_data_menu': systemDataMenu,
  '0010_jnpf_menu_contract': jnpfMenuContract,
  '0016_purchase_requests': purchaseRequests,
  '0041_purchase_attachments': purchaseAttachments,
  '0045_import_uploads': importUploads,
  '0047_drop_demo_purchase': dropDemoPurchase,
};
