// The table every row picker draws (spec 03 §2 Popup data picker, §4): a
// keyword search above it — the dialogs' input with search, reset and a refresh
// link, or the dropdown's single search box — then the rows with a radio
// (single) or checkbox (multiple) column, an index column and the picker's
// columns, paged when the node says so. The data interface's pickers and the
// related form's draw it alike; each brings its own rows, words and test ids.
import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { PickSelection } from './pickSelection';

/** One column of the rows: the row's field and its heading. */
export interface PickerColumn {
  field: string;
  title: string;
}

/** What the list is asked for: a new keyword starts again at page 1; `reload` counts the refreshes. */
export interface RowRequest {
  keyword: string;
  page: number;
  reload: number;
}

export const firstRequest: RowRequest = { keyword: '', page: 1, reload: 0 };

/**
 * The columns a node names (their labels through the message texts), or the shown field alone under a
 * "name" heading when it names none.
 */
export function pickerColumns(
  columns: readonly { value: string; label: string }[],
  shownField: string,
  nameTitle: string,
  text: (label: string) => string,
): PickerColumn[] {
  return columns.length ? columns.map((column) => ({ field: column.value, title: text(column.label) })) : [{ field: shownField, title: nameTitle }];
}

export interface RowPickerTableProps<Row extends object> {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  pageSize: number;
  hasPage: boolean;
  rowKey(row: Row): string;
  columns: readonly PickerColumn[];
  multiple: boolean;
  selection: PickSelection<Row>;
  request: RowRequest;
  onRequest(next: RowRequest): void;
  /** The dialogs' bar (keyword, search, reset, refresh), the dropdown's search box, or no search. */
  search: 'bar' | 'box' | 'none';
  /** The widget whose words it uses ('widget.popupSelect'): its .keyword, .search, .reset, .refresh and .index. */
  words: string;
  /** The test ids' prefix for the search ('popup' gives popup-keyword, popup-search, …) and the table's own. */
  testIdPrefix: string;
  tableTestId: string;
  /** The table's height before it scrolls. */
  height: number;
  /** The dropdown's smaller pager. */
  smallPager?: boolean;
}

export function RowPickerTable<Row extends object>(props: RowPickerTableProps<Row>) {
  const { t } = useTranslation();
  const { request, onRequest, selection, words, testIdPrefix: prefix } = props;
  const [typed, setTyped] = useState('');
  const search = (keyword: string) => onRequest({ ...request, keyword: keyword.trim(), page: 1 });
  const index = (position: number) => (props.hasPage ? (request.page - 1) * props.pageSize : 0) + position + 1;

  return (
    <>
      {props.search === 'bar' && (
        <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
          <Space>
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onPressEnter={() => search(typed)}
              placeholder={t(`${words}.keyword`)}
              allowClear
              data-testid={`${prefix}-keyword`}
            />
            <Button type="primary" onClick={() => search(typed)} data-testid={`${prefix}-search`}>
              {t(`${words}.search`)}
            </Button>
            <Button onClick={() => (setTyped(''), search(''))} data-testid={`${prefix}-reset`}>
              {t(`${words}.reset`)}
            </Button>
          </Space>
          <Button type="link" onClick={() => onRequest({ ...request, reload: request.reload + 1 })} data-testid={`${prefix}-refresh`}>
            {t(`${words}.refresh`)}
          </Button>
        </Space>
      )}
      {props.search === 'box' && (
        <Input.Search placeholder={t(`${words}.keyword`)} allowClear onSearch={search} style={{ marginBottom: 8 }} data-testid={`${prefix}-keyword`} />
      )}
      <Table<Row>
        size="small"
        rowKey={props.rowKey}
        loading={props.loading}
        dataSource={props.rows}
        columns={[
          { key: '#index', title: t(`${words}.index`), width: 60, render: (_value, _row, position) => index(position) },
          ...props.columns.map((column) => ({
            key: column.field,
            dataIndex: column.field,
            title: column.title,
            render: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
          })),
        ]}
        rowSelection={{
          type: props.multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selection.values,
          preserveSelectedRowKeys: true,
          onChange: (keys, picked) => selection.replace(keys.map(String), picked.filter(Boolean)),
        }}
        onRow={(row) => ({
          // The radio or checkbox cell has told the selection already.
          onClick: (event) => !(event.target as HTMLElement).closest('.ant-table-selection-column') && selection.toggle(row),
        })}
        pagination={
          props.hasPage
            ? {
                current: request.page,
                pageSize: props.pageSize,
                total: props.total,
                onChange: (page) => onRequest({ ...request, page }),
                showSizeChanger: false,
                size: props.smallPager ? 'small' : undefined,
              }
            : false
        }
        scroll={{ y: props.height }}
        data-testid={props.tableTestId}
      />
    </>
  );
}
