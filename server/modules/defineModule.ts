// A server module is one folder with one manifest (module.ts, its default
// export): everything the platform must know about an API area. The app finds
// the folders (server/modules/index.ts), so adding an area edits no shared file.
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { TextTable } from '@core/i18n/text';
import type { Kiln } from '../context';

/** A menu entry the module's screens need, with the buttons its routes check. */
export interface MenuSeed {
  /** Permanent id (`menu-…`). */
  id: string;
  /** The parent entry's id, or '-1' for the top of the application. */
  parentId: string;
  /** JNPF's convention for screens: the view address with '/' → '.' (`systemData.dictionary`). */
  enCode: string;
  fullName: string;
  /** 1 directory, 2 page, 7 link (ARCHITECTURE §8). */
  type: 1 | 2 | 7;
  icon: string;
  /** Type 2: the view address the client's router serves (`systemData/dictionary`). */
  urlAddress?: string;
  linkTarget?: '_self' | '_blank';
  sortCode: number;
  /** Button codes without the `btn_` prefix, with their names. */
  buttons?: { code: string; name: string }[];
  /** Data schemes offered for the entry's data (JNPF's condition JSON; see core/permission). */
  schemes?: SchemeSeed[];
}

/** A data scheme a module offers from the start; administrators grant it and may add their own. */
export interface SchemeSeed {
  code: string;
  name: string;
  /** [{logic, groups:[{field, op, value}]}]; empty with allData. */
  condition: unknown[];
  allData?: boolean;
}

/** A dictionary the module's data refers to (rules name businessType items, say). */
export interface DictionarySeed {
  code: string;
  name: string;
  /** The reserved category it sits under: '0' system, '1' business. */
  parent: '0' | '1';
  items: { code: string; name: string }[];
}

export interface ModuleManifest {
  /** The folder's name. */
  name: string;
  /** OpenAPI tag the module's routes carry. */
  tag: { name: string; description: string };
  /** Messages its routes answer with, in the three languages. */
  texts?: TextTable;
  /** Its tables, by permanent migration name (they run in name order across modules). */
  migrations?: Record<string, Migration>;
  /** Menu entries and buttons it declares; its routes' module checks must name one of them. */
  menus?: MenuSeed[];
  dictionaries?: DictionarySeed[];
  /** Page schemas (by id) its screens and routes use; the start fails when one is missing. */
  pages?: string[];
  routes(app: FastifyInstance, kiln: Kiln): Promise<void> | void;
}

export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}
