// Every migration, in order. Names are permanent: never rename one that has shipped.
import type { Migration } from 'kysely';
import * as directoryAndSession from './0001_directory_and_session';
import * as mainSystemAndDevMenu from './0002_main_system_and_dev_menu';

export const migrations: Record<string, Migration> = {
  '0001_directory_and_session': directoryAndSession,
  '0002_main_system_and_dev_menu': mainSystemAndDevMenu,
};
