// A form value as its column stores it, and back: lists and objects as JSON
// text, numbers as numbers (PostgreSQL answers bigint and numeric as text),
// text as text. An empty value is NULL.
import type { ColumnType } from '@core/widgets';

export function toColumn(value: unknown, type: ColumnType): unknown {
  if (value === undefined || value === null) return null;
  switch (type.kind) {
    case 'json':
      return JSON.stringify(value);
    case 'integer':
    case 'bigint':
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    default:
      return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  }
}

export function fromColumn(raw: unknown, type: ColumnType): unknown {
  if (raw === null || raw === undefined) return undefined;
  switch (type.kind) {
    case 'json':
      try {
        return JSON.parse(String(raw)) as unknown;
      } catch {
        return undefined;
      }
    case 'integer':
    case 'bigint':
    case 'decimal':
      return Number(raw);
    default:
      return String(raw);
  }
}
