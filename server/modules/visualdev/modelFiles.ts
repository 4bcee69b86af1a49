// Models to and from `.vdd` files: Kiln's export is JNPF 3.4's row with Kiln's
// design carried unchanged, and an import reads JNPF's 3.4 and 5.x exports too
// (core/model/jnpf), answering what could not come over, field by field.
import type { ModelInput } from '@core/api/visualdev';
import { readVdd, VddError, writeVdd, type UnmappedItem } from '@core/model/jnpf';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DownloadFile } from '../file/downloads';
import { ApiError } from '../../http/errors';
import { ResultCode } from '@core/api/envelope';
import { modelCategories, type ModelService } from './models';

export const modelFileMaxBytes = 10 * 1024 * 1024;

export async function exportModel(models: ModelService, id: string): Promise<DownloadFile> {
  const model = await models.get(id);
  const info = {
    fullName: model.fullName,
    enCode: model.enCode,
    category: model.category,
    webType: model.webType,
    description: model.description,
    sortCode: model.sortCode,
  };
  return { name: `${model.fullName}.vdd`, contentType: 'application/octet-stream', content: writeVdd(info, model.design) };
}

/** The category an imported model takes: its own when this platform has it, else the first of the webDesign dictionary. */
async function categoryOf(db: Kysely<Database>, named: string): Promise<string> {
  const items = await modelCategories(db);
  return (items.find((item) => item.id === named || item.en_code === named) ?? items[0])?.id ?? named;
}

/** A model read from a file, ready to create; a file that is no model export is refused with the reader's words. */
export async function modelFromFile(db: Kysely<Database>, content: Buffer): Promise<{ input: ModelInput; unmapped: UnmappedItem[] }> {
  let read;
  try {
    read = readVdd(content.toString('utf8'));
  } catch (error) {
    if (error instanceof VddError) throw new ApiError(ResultCode.badRequest, error.ref);
    throw error;
  }
  const { info, design, unmapped } = read;
  return {
    input: {
      fullName: info.fullName,
      enCode: info.enCode,
      category: await categoryOf(db, info.category),
      webType: info.webType === 1 ? 1 : 2,
      description: info.description,
      sortCode: info.sortCode,
      design,
    },
    unmapped,
  };
}
