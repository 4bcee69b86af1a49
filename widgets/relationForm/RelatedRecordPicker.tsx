// The related-form picker (spec 03 §2 Popup data picker): a dialog or a side
// drawer, as the node says, holding the row picker's table of the linked
// model's rows (FieldDataSelect: keyword search with search and reset, a
// refresh link, a single-choice radio column and an index column, paged when
// the node says so). The list loads each time it opens; confirm hands back the
// row picked and does nothing until one is (spec 03 §5); cancel changes nothing.
import { useEffect, useState } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { visualDevApi, type RelatedRow } from '@core/api/visualdev';
import { useApi } from '../runtime/ApiContext';
import { useMessageText } from '../runtime/messages';
import { usePickSelection } from '../runtime/pickSelection';
import { RowPickerDialog } from '../runtime/RowPickerDialog';
import { firstRequest, pickerColumns, RowPickerTable, type RowRequest } from '../runtime/RowPickerTable';
import { rememberRows } from './relatedRecords';
import { unpagedSize, type RelationConfig } from './spec';

interface Loaded {
  /** The request the rows answer. */
  request: string;
  rows: RelatedRow[];
  total: number;
}

/** One page of the linked model's rows for a keyword; `reload` asks again for the same page. */
function useRelatedRows(config: RelationConfig, { keyword, page, reload }: RowRequest) {
  const api = useApi();
  const request = JSON.stringify([keyword, page, reload]);
  const [loaded, setLoaded] = useState<Loaded>({ request: '', rows: [], total: 0 });
  const pageSize = config.hasPage ? config.pageSize : unpagedSize;
  const { modelId, relationField } = config;
  // The columns' fields, as one value: the config is made afresh on every draw.
  const columnOptions = config.columns.map((column) => column.value).join(',');
  useEffect(() => {
    let live = true;
    void visualDevApi(api.transport)
      .fieldDataSelect(modelId, { relationField, columnOptions: columnOptions ? columnOptions.split(',') : [], keyword, currentPage: page, pageSize })
      .then((result) => {
        if (!live) return;
        // A failed load ends quietly (spec 03 §8); the transport has shown its message.
        const rows = result.code === 200 ? result.data.list : [];
        rememberRows(api.transport, modelId, rows);
        setLoaded({ request, rows, total: result.code === 200 ? result.data.pagination.total : 0 });
      });
    return () => {
      live = false;
    };
  }, [api, modelId, relationField, columnOptions, keyword, page, pageSize, request]);
  return { rows: loaded.rows, total: loaded.total, loading: loaded.request !== request, pageSize };
}

export interface RelatedRecordPickerProps {
  config: RelationConfig;
  /** The record held now ('' for none): shown as picked until another is. */
  chosen: string;
  onConfirm(row: RelatedRow): void;
  onCancel(): void;
}

const recordIdOfRow = (row: RelatedRow) => row.id;

export function RelatedRecordPicker({ config, chosen, onConfirm, onCancel }: RelatedRecordPickerProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [request, setRequest] = useState(firstRequest);
  const selection = usePickSelection(recordIdOfRow, false, chosen ? [chosen] : []);
  const list = useRelatedRows(config, request);
  const confirm = () => {
    // Nothing picked: confirm does nothing (spec 03 §5); the record held still: nothing changes.
    const [picked] = selection.rows();
    if (picked) onConfirm(picked);
    else if (selection.values.length) onCancel();
  };
  return (
    <RowPickerDialog
      frame={config}
      untitled={t('widget.relationForm.title')}
      testIdPrefix="relation"
      picked={selection.values.length}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <RowPickerTable<RelatedRow>
        {...list}
        hasPage={config.hasPage}
        rowKey={recordIdOfRow}
        columns={pickerColumns(config.columns, config.relationField, t('widget.relationForm.nameColumn'), text)}
        multiple={false}
        selection={selection}
        request={request}
        onRequest={setRequest}
        search="bar"
        words="widget.relationForm"
        testIdPrefix="relation"
        tableTestId="relation-table"
        height={360}
      />
    </RowPickerDialog>
  );
}
