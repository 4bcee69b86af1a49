// Pages that menu entries of type 1 and 2 open, by their address (urlAddress
// without the leading slash). Each screen adds itself here with its migration.
import type { ComponentType } from 'react';
import { schemaPage } from './system/SchemaPage';

export const registeredPages: Record<string, ComponentType> = {
  'systemData/dictionary': schemaPage('system.dictionary.page'),
  'systemData/billRule': schemaPage('system.billRule.page'),
  'systemData/area': schemaPage('system.area.page'),
};
