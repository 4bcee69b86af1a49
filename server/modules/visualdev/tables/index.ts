// A model's real tables: apply a release's table plan (core/model/tables.ts) over
// the one the tables are in, check them against the database first, and search
// them by keyword.
export { applyDifference, LosingChangeRefused, type ApplyOptions } from './applyDifference';
export { checkTablesBeforeChange, readTableColumns, TableConflict, type AnyDb, type TableColumnInfo } from './introspection';
export { dataType, convertedValue } from './columnTypes';
export { trigramSearchOf } from './keywordIndex';
