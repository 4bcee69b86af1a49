// Positions of organisations (spec 02 §3.4, §7.7), as JNPF's client sends and reads them.
import type { TextTable } from '../i18n/text';
import type { Transport } from './envelope';
import { directoryRecordApi, type DirectoryRecord, type DirectoryRecordInput, type DirectoryRecordQuery } from './directoryRecord';

/** The dictionary whose items are position types; a position stores the item's code, as JNPF's form sends it. */
export const positionTypeDictionary = 'PositionType';

export interface Position extends DirectoryRecord {
  /** The company or department the position belongs to. */
  organizeId: string;
  /** The ids from the top organisation down to organizeId (JNPF's organizeIdTree). */
  organizeIdTree: string[];
  /** The code of a PositionType dictionary item. */
  type: string;
}

export type PositionInput = DirectoryRecordInput & Pick<Position, 'organizeId' | 'type'>;

/** A position as the list shows it (JNPF's client prints these as sent). */
export interface PositionRow extends Omit<Position, 'organizeIdTree' | 'type'> {
  /** The type's name. */
  type: string;
  /** The type's code. */
  typeCode: string;
  /** The organisation's path in names: 'Kiln 示例集团/研发部'. */
  department: string;
}

export interface PositionQuery extends DirectoryRecordQuery {
  /** Positions of this organisation and the organisations below it. */
  organizeId?: string;
  /** Positions of these organisations only (comma-joined on the wire). */
  organizeIds?: string;
}

/** The words of the position form's rules: the server answers with them and the browser's form shows them. */
export const positionFormTexts: TextTable = {
  'position.organizeRequired': { zh: '请选择所属组织', zhtw: '請選擇所屬組織', en: 'Please choose the organisation' },
  'position.nameRequired': { zh: '请输入岗位名称', zhtw: '請輸入崗位名稱', en: 'Please enter the position name' },
  'position.nameMax': { zh: '岗位名称最多为50个字符！', zhtw: '崗位名稱最多為50個字符！', en: 'A position name has at most 50 characters!' },
  'position.codeRequired': { zh: '请输入岗位编码', zhtw: '請輸入崗位編碼', en: 'Please enter the position code' },
  'position.codeMax': { zh: '岗位编码最多为50个字符！', zhtw: '崗位編碼最多為50個字符！', en: 'A position code has at most 50 characters!' },
  'position.typeRequired': { zh: '请选择岗位类型', zhtw: '請選擇崗位類型', en: 'Please choose the position type' },
};

export const positionApi = (call: Transport) => directoryRecordApi<Position, PositionRow, PositionInput, PositionQuery>(call, '/api/permission/Position');
