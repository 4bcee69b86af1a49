// The .bd file (JNPF's import accepts `.bd`): one interface as versioned JSON,
// with its category by code so a file moves between installations, and its
// variates. An import keeps the interface's id and code and refuses either when
// taken; it writes the interface and its variates in one transaction.
import type { Kysely } from 'kysely';
import { dataInterfaceFileExtension, variateFileExtension, type DataInterfaceInput, type DataInterfaceVariate } from '@core/api/dataInterface';
import type { MessageRef } from '@core/i18n/text';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { badRequest } from '../../http/errors';
import type { DownloadFile } from '../file/downloads';
import { dataInterfaceDictionary, type DataInterfaceService } from './service';
import type { VariateService } from './variates';
import { dictionaryItemId } from '../../db/dictionaryItems';

export const interfaceFileFormat = 'kiln.dataInterface';
export const variateFileFormat = 'kiln.dataInterfaceVariate';
export const fileVersion = 1;
export const interfaceFileMaxBytes = 1_048_576;

interface InterfaceFile {
  format: typeof interfaceFileFormat;
  version: typeof fileVersion;
  exportedAt: number;
  id: string;
  interface: Omit<DataInterfaceInput, 'category'> & { categoryCode: string };
  variates: { fullName: string; field: string; description: string }[];
}

async function categoryCode(db: Kysely<Database>, id: string): Promise<string> {
  const row = await db.selectFrom('base_dictionary_data').select('en_code').where('id', '=', id).executeTakeFirst();
  return row?.en_code ?? '';
}

const categoryByCode = (db: Kysely<Database>, code: string) => dictionaryItemId(db, dataInterfaceDictionary, { code });

export async function exportInterface(db: Kysely<Database>, interfaces: DataInterfaceService, variates: VariateService, id: string): Promise<DownloadFile> {
  const stored = await interfaces.get(id);
  const { id: _id, creatorTime: _created, lastModifyTime: _modified, category, ...input } = stored;
  const file: InterfaceFile = {
    format: interfaceFileFormat,
    version: fileVersion,
    exportedAt: Date.now(),
    id,
    interface: { ...input, categoryCode: await categoryCode(db, category) },
    variates: (await variates.page({ interfaceId: id, currentPage: 1, pageSize: 10_000 })).list.map((variate) => ({
      fullName: variate.fullName,
      field: variate.field,
      description: variate.description,
    })),
  };
  return { name: `${stored.enCode}${dataInterfaceFileExtension}`, contentType: 'application/json; charset=utf-8', content: JSON.stringify(file) };
}

export function exportVariate(variate: DataInterfaceVariate): DownloadFile {
  const file = { format: variateFileFormat, version: fileVersion, exportedAt: Date.now(), variate: { ...variate, value: undefined } };
  return { name: `${variate.fullName}${variateFileExtension}`, contentType: 'application/json; charset=utf-8', content: JSON.stringify(file) };
}

/** Reads a .bd file and creates its interface (same id and code) and variates, all or nothing. */
export async function importInterface(
  db: Kysely<Database>,
  interfaces: DataInterfaceService,
  content: Buffer,
  userId: string,
  check: (input: DataInterfaceInput) => void,
  say: (ref: MessageRef) => string,
): Promise<string> {
  const invalid = (reason: MessageRef) => badRequest('dataInterface.importInvalid', { reason: say(reason) });
  let file: Partial<InterfaceFile>;
  try {
    file = JSON.parse(content.toString('utf8')) as Partial<InterfaceFile>;
  } catch {
    throw invalid({ key: 'import.notJson' });
  }
  if (
    file?.format !== interfaceFileFormat ||
    file.version !== fileVersion ||
    typeof file.interface !== 'object' ||
    file.interface === null ||
    typeof file.id !== 'string'
  ) {
    throw invalid({ key: 'import.wrongFormat' });
  }
  const { categoryCode: code, ...rest } = file.interface;
  const category = typeof code === 'string' ? await categoryByCode(db, code) : null;
  if (!category) throw badRequest('dataInterface.categoryNotFound');
  const input = { ...rest, category } as DataInterfaceInput;
  // The route's body schema, applied to the file's interface.
  check(input);
  const id = file.id;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) throw invalid({ key: 'import.wrongFormat' });
  const variateRows = Array.isArray(file.variates) ? file.variates : [];
  return db.transaction().execute(async (trx) => {
    await interfaces.create(input, userId, id, trx);
    for (const variate of variateRows) {
      if (typeof variate?.fullName !== 'string' || typeof variate.field !== 'string') throw invalid({ key: 'import.wrongFormat' });
      const clash = await trx.selectFrom('base_data_interface_variate').select('id').where('full_name', '=', variate.fullName).executeTakeFirst();
      if (clash) throw badRequest('dataInterface.variateNameExists', { name: `@${variate.fullName}` });
      await trx
        .insertInto('base_data_interface_variate')
        .values({
          id: newId(),
          interface_id: id,
          full_name: variate.fullName.slice(0, 50),
          field: variate.field.slice(0, 100),
          description: String(variate.description ?? '').slice(0, 500),
          creator_user_id: userId,
          created_at: Date.now(),
          last_modify_user_id: null,
          updated_at: null,
        })
        .execute();
    }
    return id;
  });
}
