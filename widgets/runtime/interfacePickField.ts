// What the data interface's picker fields (popupSelect, popupTableSelect)
// share: the node's configuration and the query its parameters fill from the
// form (published for the attributes beside it), the values held and their
// rows, whether the picker is open, and what confirm and clear store.
import { useState } from 'react';
import type { InterfaceRow } from '@core/api/dataInterface';
import { interfacePickerConfigOf, pickedValues, pickValue } from '@core/widgets/interfacePicks';
import type { FieldProps } from '../contract';
import { useApi } from './ApiContext';
import { pickQueryOf, rememberPickedRows, rowName, usePickedRows, usePublishedPick } from './interfaceRows';

export function useInterfacePickField(props: FieldProps) {
  const { transport } = useApi();
  const config = interfacePickerConfigOf(props.props);
  const query = pickQueryOf(config, props.form);
  usePublishedPick(props.form, props.name, props.value, query);
  const values = pickedValues(props.value);
  const { settled, rows } = usePickedRows(query, values);
  const [open, setOpen] = useState(false);

  const store = (next: string[]) => {
    props.onChange(pickValue(next, config.multiple));
    props.onBlur();
  };
  return {
    config,
    query,
    values,
    rows,
    settled,
    /** A value's name: its row's shown field, the value itself when no row names it, '' while asked. */
    nameOf: (value: string) => (!settled ? '' : rows.has(value) ? rowName(rows.get(value)!, query) : value),
    open,
    setOpen,
    canOpen: !props.disabled && config.interfaceId !== '',
    store,
    /** The picker's confirm: the rows are remembered for their names; nothing picked empties the value (spec 03 §5). */
    confirm: (picked: InterfaceRow[], next: string[]) => {
      setOpen(false);
      rememberPickedRows(transport, query, picked);
      if (!next.length || JSON.stringify(next) !== JSON.stringify(values)) store(next);
    },
  };
}
