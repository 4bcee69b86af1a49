// The user picker's dialog (spec 03 §2, §4): for everyone, the tabs 全部数据 (a
// lazy tree of organisations and users, or a paged search once a keyword is
// given), 当前组织, 我的下属 and 系统变量 (当前用户); for a custom or linked
// picker, the users it offers as one paged list. Only users can be picked. It
// works on a copy: confirm hands the copy back, cancel drops it.
import { useCallback, useMemo, useState } from 'react';
import { App, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DirectoryNode } from '@core/api/directory';
import { currentUserId, userPickersApi } from '@core/api/userPickers';
import { useApi } from '../runtime/ApiContext';
import { LazyTree } from '../runtime/directoryPicker/LazyTree';
import { PagedList, usePagedNodes, type PageFetcher } from '../runtime/directoryPicker/NodeList';
import { PickerDialog } from '../runtime/directoryPicker/PickerDialog';
import { useSelection } from '../runtime/directoryPicker/PickerField';

type Tab = 'all' | 'organization' | 'subordinates' | 'system';

export interface UserPickerDialogProps {
  /** Translated; 选择用户 when absent. */
  title?: string;
  multiple: boolean;
  /** Everyone with the tabs, or only `ableIds` (typed ids: users, organisations, positions, roles, groups). */
  custom: boolean;
  ableIds?: readonly string[];
  /** Whether the 系统变量 tab shows. */
  hasSys?: boolean;
  initial: readonly DirectoryNode[];
  /** Confirming nothing shows 请选择{title} instead of handing back an empty selection (spec 02 §5.5). */
  requireSelection?: boolean;
  onConfirm(selected: DirectoryNode[]): void;
  onCancel(): void;
}

/** Picking in a multiple picker adds, or removes what is picked already; in a single one it replaces. */
export function pick(selected: readonly DirectoryNode[], node: DirectoryNode, multiple: boolean, same: (a: DirectoryNode, b: DirectoryNode) => boolean): DirectoryNode[] {
  const present = selected.some((other) => same(other, node));
  if (!multiple) return present ? [...selected] : [node];
  return present ? selected.filter((other) => !same(other, node)) : [...selected, node];
}

const sameUser = (a: DirectoryNode, b: DirectoryNode) => a.id === b.id;

export function UserPickerDialog({ title, multiple, custom, ableIds = [], hasSys = true, initial, requireSelection = false, onConfirm, onCancel }: UserPickerDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { transport } = useApi();
  const pickers = useMemo(() => userPickersApi(transport), [transport]);
  const [selected, setSelected] = useSelection(initial, sameUser);
  const [tab, setTab] = useState<Tab>('all');
  const [keyword, setKeyword] = useState('');
  const dialogTitle = title || t('widget.userSelect.title');

  const currentUser = useMemo<DirectoryNode>(
    () => ({ id: currentUserId, fullName: t('widget.userSelect.currentUser'), type: 'user', parentId: '', icon: '', isLeaf: true, hasChildren: false, headIcon: '' }),
    [t],
  );
  const able = ableIds.join('|');
  const fetchPage = useCallback<PageFetcher>(
    async (currentPage, pageSize) => {
      const page = { keyword, currentPage, pageSize };
      if (custom) {
        const result = await pickers.selectedUserList({ ids: able ? able.split('|') : [], pagination: page });
        return result.code === 200 ? result.data.list : null;
      }
      if (tab === 'organization') {
        const result = await pickers.organization({ ...page, organizeId: '0' });
        return result.code === 200 ? result.data : null;
      }
      if (tab === 'subordinates') {
        const result = await pickers.subordinates(keyword, { currentPage, pageSize });
        return result.code === 200 ? result.data : null;
      }
      if (tab === 'system') return currentPage === 1 && currentUser.fullName.includes(keyword) ? [currentUser] : [];
      const result = await pickers.search(page);
      return result.code === 200 ? result.data.list : null;
    },
    [pickers, custom, able, tab, keyword, currentUser],
  );
  // The whole tree shows without a keyword; every other view is a paged list.
  const paged = custom || tab !== 'all' || keyword !== '';
  const pages = usePagedNodes(fetchPage, paged ? `${custom ? 'custom' : tab}|${keyword}|${able}` : null);
  const loadLevel = useCallback(async (parent: DirectoryNode | null) => {
    const result = await pickers.tree(parent?.id ?? '0');
    return result.code === 200 ? result.data.list : null;
  }, [pickers]);

  const choose = (node: DirectoryNode) => {
    if (node.type !== 'user') return;
    setSelected((before) => pick(before, node, multiple, sameUser));
  };
  const isSelected = (node: DirectoryNode) => selected.some((other) => other.id === node.id);
  const confirm = () => {
    if (requireSelection && selected.length === 0) {
      void message.error(t('widget.userSelect.pleaseSelect', { title: dialogTitle }));
      return;
    }
    onConfirm(selected);
  };

  const list = <PagedList nodes={pages.items} loading={pages.loading} finished={pages.finished} onMore={pages.more} isSelected={isSelected} onPick={choose} testId="picker-list" />;
  const body = custom ? (
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
        items={[
          { key: 'all', label: t('widget.userSelect.allData') },
          { key: 'organization', label: t('widget.userSelect.currentOrganization') },
          { key: 'subordinates', label: t('widget.userSelect.subordinates') },
          ...(hasSys ? [{ key: 'system', label: t('widget.userSelect.system') }] : []),
        ]}
      />
      <div style={{ flex: 1, minHeight: 0 }}>{paged ? list : <LazyTree load={loadLevel} choosable={(node) => node.type === 'user'} onPick={choose} testId="picker-tree" />}</div>
    </>
  );

  return (
    <PickerDialog
      title={dialogTitle}
      onSearch={setKeyword}
      searchKey={tab}
      selected={selected}
      selectedKey={(node) => node.id}
      onRemove={(node) => setSelected((before) => before.filter((other) => other.id !== node.id))}
      onClear={() => setSelected([])}
      onOk={confirm}
      onCancel={onCancel}
      testId="user-picker"
    >
      {body}
    </PickerDialog>
  );
}
