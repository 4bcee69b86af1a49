// A list drawn from its schema part: keyword search, toolbar, table with
// formatted cells and row actions, paging, column settings, empty and error states;
// grouped under a column's values (kind grouped) or edited in place (kind editable).
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Input, Space, Table, Tooltip } from 'antd';
import { LazyResult } from '@widgets/runtime/LazyResult';
import { SettingOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { ListPart } from '@core/schema/types';
import { flattenTree } from '@core/tree';
import { useApi } from '@widgets/runtime/ApiContext';
import { useWidgetBindings } from '@widgets/runtime/WidgetContext';
import { WidgetsReady } from '@widgets/runtime/WidgetsReady';
import { renderCell } from './cells';
import { useListController, type Row } from './useListController';
import { useActions } from './useActions';
import { ActionButtons, actionColumnWidth } from './ActionButtons';
import { SearchFields } from './SearchFields';
import { applySettings, useColumnSettings } from './columnSettings';
import { groupOf, groupRows, isGroupRow } from './groupRows';
import { InlineCell, InlineRowActions, newRowPrefix, useInlineEditing } from './inlineEditing';

// The column settings (with their drag and drop) load when first opened.
const ColumnSettingsDrawer = lazy(() => import('./ColumnSettingsDrawer').then((module) => ({ default: module.ColumnSettingsDrawer })));

export interface ListViewProps {
  pageId: string;
  part: ListPart;
  module?: string;
  /** Values the list's calls and actions may name: the selected tree node, say. */
  context?: Record<string, unknown>;
  /** Whether the list may load yet (a tree page waits for its first node). */
  enabled?: boolean;
  resetsDictionaries?: boolean;
  /** In a picker: called with the chosen row. */
  onPick?(row: Record<string, unknown>): void;
}

/** The keys of every row that has children loaded (what "expand all" opens). */
const allKeys = (rows: Row[], key: string): string[] => flattenTree(rows).flatMap((row) => (row.children?.length ? [String(row[key])] : []));

export const ListView = observer(function ListView({ pageId, part, module, context = {}, enabled = true, resetsDictionaries = false, onPick }: ListViewProps) {
  const { t } = useTranslation();
  const api = useApi();
  const list = useListController(part, context, enabled);
  const bindings = useWidgetBindings();
  // Tree lists open fully (null) unless their children load on demand.
  const [expandedKeys, setExpanded] = useState<string[] | null>(part.lazyChildren ? [] : null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { settings, save: saveSettings, restore: restoreSettings } = useColumnSettings(part.columns, module);
  const [keywordDraft, setKeywordDraft] = useState('');
  // Rows chosen for the toolbar's batch actions; a reload (after one ran) starts again with none.
  const choosing = part.toolbar?.some((action) => action.selection) ?? false;
  const [chosen, setChosen] = useState<string[]>([]);
  const [searchDraft, setSearchDraft] = useState<Record<string, unknown>>({});
  const searchable = part.keyword !== false || Boolean(part.search?.length);
  const grouped = part.kind === 'grouped' && part.groupBy ? part.groupBy : null;
  const reload = () => {
    setChosen([]);
    void list.reload();
  };
  const editing = useInlineEditing(part, part.rowKey, reload);
  // The widgets the table draws (cells, and fields of rows edited in place): their bindings load with the list.
  const widgets = useMemo(
    () => [...part.columns.flatMap((column) => (column.format?.kind === 'widget' ? [column.format.widget] : [])), ...editing.widgets],
    [part.columns, editing.widgets],
  );
  const rows = useMemo(
    () => (grouped ? groupRows(list.rows, grouped, part.rowKey) : editing.newRows.length ? [...editing.newRows, ...list.rows] : list.rows),
    [grouped, list.rows, part.rowKey, editing.newRows],
  );
  // Groups open as they arrive; those the user closes stay closed while the page lives.
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(new Set());
  const expandable = allKeys(rows, part.rowKey);
  const expanded = grouped ? expandable.filter((key) => !closedGroups.has(key)) : (expandedKeys ?? expandable);
  const actions = useActions({
    reload,
    toggleExpand: () => setExpanded(expanded.length ? [] : null),
    createdBelow: (row) => {
      const key = row[part.rowKey];
      // A toolbar's create has no row; a fully open tree (null) shows the new row anyway.
      if (typeof key === 'string' && key) setExpanded((open) => (open === null || open.includes(key) ? open : [...open, key]));
    },
    openColumnSettings: () => setSettingsOpen(true),
    resetDictionaries: resetsDictionaries,
    pick: onPick,
  });

  // A lazy tree's open rows show their children: those just opened, and those a
  // reload brought back without them.
  const { loadChildren } = list;
  useEffect(() => {
    if (!part.lazyChildren || !expandedKeys?.length) return;
    const open = new Set(expandedKeys);
    for (const row of flattenTree(list.rows)) {
      if (open.has(String(row[part.rowKey])) && Array.isArray(row.children) && row.children.length === 0) void loadChildren(row);
    }
  }, [list.rows, expandedKeys, part, loadChildren]);

  // Dictionary-label cells need the cache; load it once for lists that show any.
  const needsDictionaries = part.columns.some((c) => c.format?.kind === 'dictionary');
  useEffect(() => {
    if (needsDictionaries) void api.dictionaries.ensure();
  }, [needsDictionaries, api]);

  // An editable list's form actions edit in place; everything else runs as the schema says.
  const run = editing.handles;
  const runAction = useMemo(
    () =>
      (action: Parameters<typeof actions.run>[0], values: Record<string, unknown> = {}) =>
        run(action) ? editing.open(action, values) : actions.run(action, values),
    [run, editing, actions],
  );

  const columns = useMemo(() => {
    const shown = applySettings(part.columns, settings).filter((column) => column.prop !== grouped);
    const groupColumn = part.columns.find((column) => column.prop === grouped);
    const editableFields = new Set(shown.filter((column) => editing.fields.has(column.prop)).map((column) => column.prop));
    const visible = shown.map((column, index) => ({
      key: column.prop,
      dataIndex: column.prop,
      title: t(column.label),
      width: column.width,
      align: column.align,
      fixed: column.fixed,
      // A group's header row is one cell across the table: the group column's title and the value's text.
      onCell: (row: Row) => (isGroupRow(row) ? { colSpan: index === 0 ? shown.length + (part.rowActions?.length ? 1 : 0) : 0 } : {}),
      render: (value: unknown, row: Row) => {
        const group = groupOf(row);
        if (group)
          return index === 0 ? (
            <strong data-testid={`group-${String(group.value ?? '')}`}>
              {groupColumn ? `${t(groupColumn.label)}：` : ''}
              {renderCell(groupColumn?.format, group.value, t, api.dictionaries, bindings)} ({group.count})
            </strong>
          ) : null;
        const edit = editing.edits.get(String(row[part.rowKey]));
        if (edit && editableFields.has(column.prop)) return <InlineCell store={edit.store} path={column.prop} />;
        return renderCell(column.format, value, t, api.dictionaries, bindings);
      },
    }));
    if (!part.rowActions?.length) return visible;
    return [
      ...visible,
      {
        key: '__actions',
        dataIndex: '__actions',
        title: t('list.actions'),
        fixed: 'right' as const,
        width: actionColumnWidth(part.rowActions, t),
        onCell: (row: Row) => (isGroupRow(row) ? { colSpan: 0 } : {}),
        render: (_: unknown, row: Row) => {
          const key = String(row[part.rowKey]);
          if (editing.edits.has(key)) return <InlineRowActions editing={editing} rowKey={key} shown={editableFields} />;
          return <ActionButtons actions={part.rowActions} module={module} values={{ ...context, ...row }} onRun={runAction} asLinks testIdSuffix={`-${key}`} />;
        },
      },
    ];
    // api.dictionaries.loaded is read so labels redraw once the cache arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [part, settings, t, module, context, runAction, api.dictionaries.loaded, bindings, grouped, editing]);

  const paging = part.paging;
  // The expand toggle only makes sense when every row has something to open.
  const everyRowOpens = list.rows.length > 0 && list.rows.every((row) => (row.children?.length ?? 0) > 0);
  const toolbar = part.toolbar?.filter((action) => action.builtin !== 'toggleExpand' || everyRowOpens);
  // Toolbar actions may name the list's filters (an export of what the list shows): {list.keyword}, {list.search}.
  const toolbarValues = useMemo(
    () => ({ ...context, selection: chosen, list: { keyword: list.keyword.trim(), search: JSON.stringify(list.search) } }),
    [context, chosen, list.keyword, list.search],
  );

  return (
    <div data-testid={`list-${pageId}`}>
      <Space style={{ marginBottom: 12, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {searchable ? (
          <Space wrap>
            {part.search && <SearchFields fields={part.search} values={searchDraft} onChange={setSearchDraft} />}
            {part.keyword !== false && (
              <Input
                allowClear
                placeholder={t('list.keyword')}
                value={keywordDraft}
                onChange={(event) => setKeywordDraft(event.target.value)}
                onPressEnter={() => {
                  list.setKeyword(keywordDraft);
                  list.applySearch(searchDraft);
                }}
                style={{ width: 220 }}
                data-testid="list-keyword"
              />
            )}
            <Button
              type="primary"
              onClick={() => {
                list.setKeyword(keywordDraft);
                list.applySearch(searchDraft);
              }}
              data-testid="list-search"
            >
              {t('list.search')}
            </Button>
            <Button
              onClick={() => {
                setKeywordDraft('');
                setSearchDraft({});
                list.resetSearch();
              }}
            >
              {t('list.reset')}
            </Button>
          </Space>
        ) : (
          <span />
        )}
        <Space wrap>
          <ActionButtons actions={toolbar} module={module} values={toolbarValues} onRun={runAction} />
          <Tooltip title={t('list.columnSettings')}>
            <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} data-testid="column-settings" />
          </Tooltip>
        </Space>
      </Space>
      {list.failed ? (
        <LazyResult status="warning" title={t(part.errorText ?? 'list.loadFailed')} extra={<Button onClick={() => void list.reload()}>{t('list.retry')}</Button>} />
      ) : (
        <WidgetsReady widgets={widgets}>
          <Table<Row>
            rowKey={part.rowKey}
            size="middle"
            loading={list.loading}
            dataSource={rows}
            columns={columns}
            rowSelection={
              choosing
                ? {
                    selectedRowKeys: chosen,
                    checkStrictly: true,
                    // Group headers and rows not saved yet are no records to act on.
                    getCheckboxProps: (row: Row) => ({ disabled: isGroupRow(row) || String(row[part.rowKey]).startsWith(newRowPrefix) }),
                    onChange: (keys) => setChosen(keys.map(String)),
                  }
                : undefined
            }
            scroll={{ x: 'max-content' }}
            // A wide list's horizontal scrollbar stays at the window's bottom instead of below the fold with the last row.
            sticky={onPick ? undefined : { offsetScroll: 0 }}
            locale={{ emptyText: <Empty description={t(part.emptyText ?? 'list.empty')} /> }}
            expandable={
              grouped
                ? {
                    expandedRowKeys: expanded,
                    onExpandedRowsChange: (keys) => {
                      const open = new Set(keys.map(String));
                      setClosedGroups(new Set(expandable.filter((key) => !open.has(key))));
                    },
                  }
                : part.treeRows
                  ? {
                      expandedRowKeys: expanded,
                      onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
                    }
                  : undefined
            }
            pagination={
              paging
                ? {
                    current: list.page.currentPage,
                    pageSize: list.page.pageSize,
                    total: list.total,
                    pageSizeOptions: paging.pageSizes,
                    showSizeChanger: true,
                    showTotal: (total) => t('list.total', { total }),
                    onChange: list.changePage,
                  }
                : false
            }
          />
        </WidgetsReady>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ColumnSettingsDrawer
            columns={part.columns}
            settings={settings}
            onChange={saveSettings}
            onRestore={restoreSettings}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
      {actions.overlay}
    </div>
  );
});
