// Every migration, in order. Names are permanent: never rename one that has shipped.
import type { Migration } from 'kysely';
import * as directoryAndSession from './0001_directory_and_session';
import * as mainSystemAndDevMenu from './0002_main_system_and_dev_menu';
import * as dictionaryReservedCategories from './0003_dictionary_reserved_categories';
import * as billRules from './0004_bill_rules';
import * as areas from './0005_areas';
import * as systemDataMenu from './0006_system_data_menu';
import * as dictionaryItemOrderIndex from './0007_dictionary_item_order_index';
import * as dictionaryItemSearch from './0008_dictionary_item_search';
import * as dictionaryItemUniqueCodes from './0009_dictionary_item_unique_codes';

export const migrations: Record<string, Migration> = {
  '0001_directory_and_session': directoryAndSession,
  '0002_main_system_and_dev_menu': mainSystemAndDevMenu,
  '0003_dictionary_reserved_categories': dictionaryReservedCategories,
  '0004_bill_rules': billRules,
  '0005_areas': areas,
  '0006_system_data_menu': systemDataMenu,
  '0007_dictionary_item_order_index': dictionaryItemOrderIndex,
  '0008_dictionary_item_search': dictionaryItemSearch,
  '0009_dictionary_item_unique_codes': dictionaryItemUniqueCodes,
};
