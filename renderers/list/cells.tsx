// How a column shows its value, by the schema's format: dates, dictionary
// labels, tags, enabled/disabled, yes/no, or a widget's cell (its binding's, or
// the catalog's text of the value).
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from '@core/i18n/translator';
import type { CellFormat } from '@core/schema/types';
import { widgetSpec } from '@core/widgets/catalog';
import type { DictionaryCache } from '@widgets/runtime/DictionaryCache';
import type { WidgetBinding } from '@widgets/contract';

export function renderCell(format: CellFormat | undefined, value: unknown, t: TFunction, dictionaries: DictionaryCache, bindings: ReadonlyMap<string, WidgetBinding>): ReactNode {
  if (!format || format.kind === 'text') return value === null || value === undefined ? '' : String(value);
  switch (format.kind) {
    case 'date':
      return typeof value === 'number' && value > 0 ? dayjs(value).format(format.pattern ?? 'YYYY-MM-DD HH:mm') : '';
    case 'dictionary':
      return dictionaries.label(format.dictionary, value);
    case 'tag': {
      const tag = format.values[String(value)];
      return tag ? <Tag color={tag.color}>{t(tag.label)}</Tag> : String(value ?? '');
    }
    case 'enabled':
      return <Tag color={value === 1 ? 'success' : 'error'}>{t(value === 1 ? 'common.enabled' : 'common.disabled')}</Tag>;
    case 'yesNo':
      return t(value === 1 || value === true ? 'common.yes' : 'common.no');
    case 'widget': {
      const props = format.props ?? {};
      const context = { t: (key: string) => t(key), dictionaryLabel: (code: string, v: unknown) => dictionaries.label(code, v) };
      const cell = bindings.get(format.widget)?.cell;
      if (cell) return cell(value, props, context);
      return widgetSpec(format.widget)?.format?.(value, props, context) ?? String(value ?? '');
    }
  }
}
