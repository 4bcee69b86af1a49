// The users picker's dialog (spec 03 §2, §5): the tab 部门 (the lazy tree of
// organisations and users, or a paged search once a keyword is given) and, when
// multiple, 角色, 岗位 and 分组. Multiple picks may be users, companies,
// departments, positions, roles and groups, shown under their kind's heading;
// a single pick is a user. A custom picker offers its able users as one list.
import { useCallback, useMemo, useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DirectoryNode, DirectoryNodeType } from '@core/api/directory';
import { directoryTreesApi, userPickersApi } from '@core/api/userPickers';
import { useApi } from '../runtime/ApiContext';
import { LazyTree } from '../runtime/directoryPicker/LazyTree';
import { iconOf, PagedList, usePagedNodes, type PageFetcher } from '../runtime/directoryPicker/NodeList';
import { PickerDialog, type SelectedGroup } from '../runtime/directoryPicker/PickerDialog';
import { useSelection } from '../runtime/directoryPicker/PickerField';
import { pick } from '../userSelect/UserPickerDialog';

type Tab = 'department' | 'role' | 'position' | 'group';

export interface UsersPickerDialogProps {
  /** Translated; 选择用户 when absent. */
  title?: string;
  multiple: boolean;
  /** Everyone with the tabs, or only the users `ableIds` names. */
  custom: boolean;
  ableIds?: readonly string[];
  initial: readonly DirectoryNode[];
  onConfirm(selected: DirectoryNode[]): void;
  onCancel(): void;
}

/** Companies and departments are one kind here: both are organisations. */
const kindOf = (type: DirectoryNodeType) => (type === 'company' ? 'department' : type);
export const sameEntry = (a: DirectoryNode, b: DirectoryNode) => a.id === b.id && kindOf(a.type) === kindOf(b.type);
export const entryKey = (node: DirectoryNode) => `${node.id}--${node.type}`;

/** What a multiple picker accepts (spec 03 §5); a single one takes users only. */
const multipleKinds: readonly DirectoryNodeType[] = ['company', 'department', 'role', 'position', 'group', 'user'];

/** The selected pane's headings, in JNPF's order. */
const headings: readonly { kind: string; label: string; icon: DirectoryNodeType }[] = [
  { kind: 'department', label: 'widget.usersSelect.department', icon: 'department' },
  { kind: 'position', label: 'widget.usersSelect.position', icon: 'position' },
  { kind: 'user', label: 'widget.usersSelect.user', icon: 'user' },
  { kind: 'group', label: 'widget.usersSelect.group', icon: 'group' },
  { kind: 'role', label: 'widget.usersSelect.role', icon: 'role' },
];

export function UsersPickerDialog({ title, multiple, custom, ableIds = [], initial, onConfirm, onCancel }: UsersPickerDialogProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const pickers = useMemo(() => userPickersApi(transport), [transport]);
  const trees = useMemo(() => directoryTreesApi(transport), [transport]);
  const [selected, setSelected] = useSelection(initial, sameEntry);
  const [tab, setTab] = useState<Tab>('department');
  const [keyword, setKeyword] = useState('');

  const able = ableIds.join('|');
  const fetchPage = useCallback<PageFetcher>(
    async (currentPage, pageSize) => {
      const page = { keyword, currentPage, pageSize };
      const result = custom ? await pickers.selectedUserList({ ids: able ? able.split('|') : [], pagination: page }) : await pickers.search(page);
      return result.code === 200 ? result.data.list : null;
    },
    [pickers, custom, able, keyword],
  );
  const paged = custom || (tab === 'department' && keyword !== '');
  const pages = usePagedNodes(fetchPage, paged ? `${custom ? 'custom' : tab}|${keyword}|${able}` : null);

  const loadUsers = useCallback(async (parent: DirectoryNode | null) => {
    const result = await pickers.tree(parent?.id ?? '0');
    return result.code === 200 ? result.data.list : null;
  }, [pickers]);
  // Role and group trees come whole; positions a level at a time, or flat for a keyword.
  const loadRoles = useCallback(async (parent: DirectoryNode | null) => {
    if (parent) return parent.children ?? [];
    const result = await trees.roles();
    return result.code === 200 ? result.data.list : null;
  }, [trees]);
  const loadGroups = useCallback(async (parent: DirectoryNode | null) => {
    if (parent) return parent.children ?? [];
    const result = await trees.groups();
    return result.code === 200 ? result.data : null;
  }, [trees]);
  const loadPositions = useCallback(async (parent: DirectoryNode | null) => {
    const result = await trees.positions(parent?.id, parent ? undefined : keyword);
    return result.code === 200 ? result.data.list : null;
  }, [trees, keyword]);

  const accepts = (node: DirectoryNode) => (multiple ? multipleKinds.includes(node.type) : node.type === 'user');
  const choose = (node: DirectoryNode) => {
    if (accepts(node)) setSelected((before) => pick(before, node, multiple, sameEntry));
  };
  const isSelected = (node: DirectoryNode) => selected.some((other) => sameEntry(other, node));

  const groups = useMemo<SelectedGroup[] | undefined>(
    () =>
      multiple && !custom
        ? headings.map((heading) => ({ key: heading.kind, label: t(heading.label), icon: iconOf(heading.icon), nodes: selected.filter((node) => kindOf(node.type) === heading.kind) }))
        : undefined,
    [multiple, custom, selected, t],
  );

  const list = <PagedList nodes={pages.items} loading={pages.loading} finished={pages.finished} onMore={pages.more} isSelected={isSelected} onPick={choose} testId="picker-list" />;
  const tabs: { key: Tab; label: string }[] = [
    { key: 'department', label: t('widget.usersSelect.department') },
    ...(multiple
      ? ([
          { key: 'role', label: t('widget.usersSelect.role') },
          { key: 'position', label: t('widget.usersSelect.position') },
          { key: 'group', label: t('widget.usersSelect.group') },
        ] as const)
      : []),
  ];
  const tree = (() => {
    if (tab === 'role') return <LazyTree load={loadRoles} choosable={(node) => node.type === 'role'} onPick={choose} keyword={keyword} testId="picker-tree" />;
    if (tab === 'group') return <LazyTree load={loadGroups} choosable={(node) => node.type === 'group'} onPick={choose} keyword={keyword} testId="picker-tree" />;
    if (tab === 'position') return <LazyTree key={keyword} load={loadPositions} choosable={(node) => node.type === 'position'} onPick={choose} testId="picker-tree" />;
    return paged ? list : <LazyTree load={loadUsers} choosable={accepts} onPick={choose} testId="picker-tree" />;
  })();

  return (
    <PickerDialog
      title={title || t('widget.userSelect.title')}
      onSearch={setKeyword}
      searchKey={tab}
      selected={selected}
      groups={groups}
      selectedKey={entryKey}
      onRemove={(node) => setSelected((before) => before.filter((other) => !sameEntry(other, node)))}
      onClear={() => setSelected([])}
      onOk={() => onConfirm(selected)}
      onCancel={onCancel}
      testId="users-picker"
    >
      {custom ? (
        <>
          <div style={{ padding: '4px 0 8px', fontWeight: 500 }}>{t('widget.userSelect.allData')}</div>
          <div style={{ flex: 1, minHeight: 0 }}>{list}</div>
        </>
      ) : (
        <>
          <Tabs
            size="small"
            activeKey={tab}
            onChange={(key) => {
              setTab(key as Tab);
              setKeyword('');
            }}
            items={tabs}
          />
          <div style={{ flex: 1, minHeight: 0 }}>{tree}</div>
        </>
      )}
    </PickerDialog>
  );
}
