// JNPF's model export file (.vdd): the model row as flat JSON whose nested parts
// (formData, columnData, appColumnData, tables) are JSON strings. readVdd takes
// the 3.4 shape and the 3.6 / 5.x one; writeVdd writes the 3.4 shape and, under
// `kilnDesign`, Kiln's design as it is, which wins when the file is read again.
import { Value } from '@sinclair/typebox/value';
import { emptyListDesign, ModelDesignSchema, type ModelDesign } from '../design';
import type { ModelInfo, WebType } from '../info';
import { VddError } from './errors';
import { readForm } from './form';
import { readList, validList } from './list';
import { clip, integerOf, isObj, listOf, objOf, partOf, textOf, wordsOf, type Obj } from './raw';
import { Report, type UnmappedItem } from './report';
import { readTables } from './tables';
import { writeForm } from './writeForm';
import { writeColumnData, writeTables } from './writeList';

/** Exports are a few hundred kilobytes; this leaves room for the largest forms without reading anything unbounded. */
const maxMegabytes = 20;
const maxTopNodes = 500;

export interface ReadVdd {
  info: ModelInfo;
  design: ModelDesign;
  /** What could not be carried over, or only in part; for Kiln's own design, only what the list check would now refuse. */
  unmapped: UnmappedItem[];
}

function rowOf(text: string): Obj {
  if (text.length > maxMegabytes * 1024 * 1024) throw new VddError('model.vdd.tooLarge', { max: maxMegabytes });
  let row: unknown;
  try {
    row = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new VddError('model.vdd.notJson');
  }
  if (!isObj(row)) throw new VddError('model.vdd.notObject');
  return row;
}

function infoOf(row: Obj): ModelInfo {
  const webType = integerOf(row.webType) ?? 2;
  if (webType !== 1 && webType !== 2 && webType !== 3) throw new VddError('model.vdd.webType', { webType: textOf(row.webType) ?? '?' });
  return {
    fullName: clip(wordsOf(row.fullName) ?? '', 200),
    enCode: clip(wordsOf(row.enCode) ?? '', 100),
    category: clip(wordsOf(row.category) ?? '', 100),
    webType: webType as WebType,
    description: clip(textOf(row.description) ?? '', 2000),
    sortCode: integerOf(row.sortCode) ?? 0,
  };
}

/** Kiln's own design when the file carries one that is valid. */
function kilnDesignOf(row: Obj): ModelDesign | undefined {
  try {
    const design = partOf(row.kilnDesign, 'kilnDesign');
    return Value.Check(ModelDesignSchema, design) ? design : undefined;
  } catch {
    return undefined;
  }
}

/** A part Kiln does not read except to report it: a broken one does not refuse the file. */
function unusedPart(value: unknown): unknown {
  try {
    return partOf(value, 'appColumnData');
  } catch {
    return undefined;
  }
}

function part(row: Obj, name: string, shape: 'object' | 'array'): unknown {
  const value = partOf(row[name], name);
  if (value === undefined) return undefined;
  if (shape === 'object' ? !isObj(value) : !Array.isArray(value)) {
    throw new VddError('model.vdd.wrongShape', { part: name, problem: `it is not ${shape === 'object' ? 'an object' : 'a list'}` });
  }
  return value;
}

/** A JNPF model export as Kiln's model: its info, its design, and what did not come over. Throws VddError when the text is not a model export. */
export function readVdd(text: string): ReadVdd {
  const row = rowOf(text);
  if (row.formData === undefined || row.formData === null || row.formData === '') throw new VddError('model.vdd.noFormData');
  const formData = part(row, 'formData', 'object') as Obj;
  if (!Array.isArray(formData.fields)) throw new VddError('model.vdd.wrongShape', { part: 'formData', problem: 'it has no list of fields' });
  const info = infoOf(row);
  const own = kilnDesignOf(row);
  if (own) {
    // A Kiln export from before a stricter design check may hold a list the check now refuses.
    const report = new Report();
    return { info, design: validList(own, report), unmapped: report.items };
  }
  const columnData = part(row, 'columnData', 'object');
  const tables = part(row, 'tables', 'array');
  const report = new Report();
  const map = readForm(formData, report);
  if (map.form.length > maxTopNodes) throw new VddError('model.vdd.tooManyNodes', { max: maxTopNodes });
  const list = columnData ? readList(columnData, map.form, map.names.main, report) : emptyListDesign();
  const appColumns = listOf(objOf(unusedPart(row.appColumnData)).columnList);
  if (appColumns.length && JSON.stringify(appColumns) !== JSON.stringify(listOf(objOf(columnData).columnList))) {
    report.add('list', 'appColumnData', '', 'the app list differs from the web list and is not carried over; Kiln draws one list for every screen');
  }
  const flow = wordsOf(row.flowTemplateJson);
  if (flow && flow !== '{}') report.add('form', 'flowTemplateJson', '', "the model's workflow design is not carried over");
  const design: ModelDesign = validList({ form: map.form, list, tables: readTables(tables, map, info.enCode, report) }, report);
  if (!Value.Check(ModelDesignSchema, design)) {
    const first = Value.Errors(ModelDesignSchema, design).First();
    throw new VddError('model.vdd.wrongShape', { part: 'design', problem: `${first?.path ?? '/'} ${first?.message ?? ''}`.trim() });
  }
  return { info, design, unmapped: report.items };
}

/** Kiln's model as a JNPF 3.4 export, carrying Kiln's design unchanged under `kilnDesign`. */
export function writeVdd(info: ModelInfo, design: ModelDesign): string {
  const written = writeForm(design.form, design.tables);
  const columnData = JSON.stringify(writeColumnData(design.list, design.form, written.fields));
  const row = {
    fullName: info.fullName,
    enCode: info.enCode,
    category: info.category,
    description: info.description,
    sortCode: info.sortCode,
    type: 1,
    webType: info.webType,
    state: 0,
    enabledMark: 1,
    dbLinkId: '0',
    flowTemplateJson: '',
    modelType: 'design',
    tables: JSON.stringify(writeTables(design.tables, design.form, info.fullName)),
    formData: JSON.stringify(written.formData),
    columnData,
    appColumnData: columnData,
    kilnDesign: JSON.stringify(design),
  };
  return JSON.stringify(row);
}
