// The popup data picker (spec 03 §2): a dialog or a side drawer, as the node
// says, holding the row picker's table of a data interface's rows (keyword
// search with search and reset, a refresh link, a radio or checkbox column, an
// index column, paged when the node says so). The list loads each time it
// opens; confirm hands back the rows picked and does nothing until one is
// (spec 03 §5); cancel changes nothing.
import { useState } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { InterfaceRow } from '@core/api/dataInterface';
import type { InterfacePickerConfig } from '@core/widgets/interfacePicks';
import { useInterfaceList } from './interfaceList';
import { rowValue, type PickQuery } from './interfaceRows';
import { useMessageText } from './messages';
import { usePickSelection } from './pickSelection';
import { RowPickerDialog } from './RowPickerDialog';
import { firstRequest, pickerColumns, RowPickerTable, type RowPickerTableProps } from './RowPickerTable';

export interface InterfacePickerDialogProps {
  config: InterfacePickerConfig;
  query: PickQuery;
  /** The values held now, shown as picked until changed. */
  chosen: readonly string[];
  chosenRows: ReadonlyMap<string, InterfaceRow>;
  onConfirm(rows: InterfaceRow[], values: string[]): void;
  onCancel(): void;
}

/** The table's rows, columns, selection and paging for a data interface's picker (the dialog's and the dropdown's). */
export function useInterfaceRowPicker({ config, query, chosen, chosenRows }: Pick<InterfacePickerDialogProps, 'config' | 'query' | 'chosen' | 'chosenRows'>) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [request, setRequest] = useState(firstRequest);
  const keyOf = (row: InterfaceRow) => rowValue(row, query);
  const selection = usePickSelection(keyOf, config.multiple, chosen, chosenRows);
  const list = useInterfaceList(query, config.columns, config, request);
  const table = {
    ...list,
    hasPage: config.hasPage,
    rowKey: keyOf,
    columns: pickerColumns(config.columns, config.relationField, t('widget.popupSelect.nameColumn'), text),
    multiple: config.multiple,
    selection,
    request,
    onRequest: setRequest,
    words: 'widget.popupSelect',
  } satisfies Partial<RowPickerTableProps<InterfaceRow>>;
  return { selection, table };
}

export function InterfacePickerDialog(props: InterfacePickerDialogProps) {
  const { config, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const { selection, table } = useInterfaceRowPicker(props);
  const confirm = () => {
    // Nothing picked: confirm does nothing (spec 03 §5).
    if (selection.values.length) onConfirm(selection.rows(), selection.values);
  };
  return (
    <RowPickerDialog
      frame={config}
      untitled={t('widget.popupSelect.title')}
      testIdPrefix="popup"
      picked={selection.values.length}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <RowPickerTable<InterfaceRow> {...table} search="bar" testIdPrefix="popup" tableTestId="popup-table" height={360} />
    </RowPickerDialog>
  );
}
