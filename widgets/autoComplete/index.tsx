// The autocomplete's binding: an input whose suggestions are asked of the
// interface (POST {id}/Actions/List, 50 rows, the typed text as keyword and as
// any `@keyword` parameter) 200 ms after the last key (JNPF's debounce) and on
// focus, deduplicated by the display field and cut to `total`. Identical asks
// share one request.
import { FileSearchOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { AutoComplete } from 'antd';
import { observer } from 'mobx-react-lite';
import { dataInterfaceApi } from '@core/api/dataInterface';
import { autoCompletePageSize, interfaceSourceOf, paramListOf, storedValueOf } from '@core/widgets/interfacePicks';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { sharingTransport } from '../runtime/sharedCalls';
import { autoComplete } from './spec';

/** JNPF waits 200 ms after the last key before asking. */
export const suggestDelay = 200;

/** The distinct display texts of the rows, in order, at most `total`. */
export function suggestionsOf(rows: readonly Record<string, unknown>[], field: string, total: number): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const text = storedValueOf(row[field]);
    if (text !== '') seen.add(text);
    if (seen.size >= total) break;
  }
  return [...seen];
}

export const AutoCompleteField = observer(function AutoCompleteField(props: FieldProps) {
  const { transport } = useApi();
  const source = interfaceSourceOf(props.props);
  const total = typeof props.props.total === 'number' && props.props.total > 0 ? props.props.total : 10;
  // The params' form values, read now (tracked), for the asks made later.
  const paramsFor = (keyword: string) => paramListOf(source.params, (name) => props.form.value(name), keyword);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = (keyword: string) => {
    if (!source.interfaceId) return setSuggestions([]);
    const paramList = paramsFor(keyword);
    const call = ++asked.current;
    void dataInterfaceApi(sharingTransport(transport))
      .list(source.interfaceId, {
        interfaceId: source.interfaceId,
        keyword,
        currentPage: 1,
        pageSize: autoCompletePageSize,
        relationField: source.relationField,
        paramList,
      })
      .then((result) => {
        // Only the latest ask's answer shows.
        if (call !== asked.current) return;
        setSuggestions(result.code === 200 && Array.isArray(result.data?.list) ? suggestionsOf(result.data.list, source.relationField, total) : []);
      });
  };
  const askLater = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => ask(keyword), suggestDelay);
  };
  const value = typeof props.value === 'string' ? props.value : '';

  return (
    <AutoComplete
      id={props.id}
      value={value}
      options={suggestions.map((text) => ({ value: text, label: text }))}
      onSearch={askLater}
      onFocus={() => askLater(value)}
      onChange={(next: string | undefined) => props.onChange(next ? next : '')}
      onBlur={props.onBlur}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.invalid ? 'error' : undefined}
      allowClear={props.props.clearable !== false}
      style={{ width: '100%' }}
      data-testid={`field-${props.name}`}
    />
  );
});

registerWidget({ spec: autoComplete, icon: FileSearchOutlined, edit: AutoCompleteField });
