// The user pickers' dialog (spec 03 §2): 800px, not closed by a click on the
// backdrop; a keyword box and the picker's tabs or list on the left, the
// selection on the right under 已选 with 清空列表 and a delete per entry.
import { useState, type ReactNode } from 'react';
import { Button, Empty, Input, Modal } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DirectoryNode } from '@core/api/directory';
import { NodeRow } from './NodeList';

/** Picks shown under a heading (the users picker's 部门, 岗位, 用户, 分组, 角色). */
export interface SelectedGroup {
  key: string;
  label: string;
  icon: ReactNode;
  nodes: DirectoryNode[];
}

interface Props {
  title: string;
  /** Searches as the box is submitted; an emptied box searches for nothing. */
  onSearch(keyword: string): void;
  /** Changes when the box must start empty again (another tab). */
  searchKey: string;
  children: ReactNode;
  selected: readonly DirectoryNode[];
  /** Headings for the selection; a flat list without. */
  groups?: readonly SelectedGroup[];
  selectedKey(node: DirectoryNode): string;
  onRemove(node: DirectoryNode): void;
  onClear(): void;
  onOk(): void;
  onCancel(): void;
  testId: string;
}

const pane = { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 } as const;
const paneHead = { padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)', display: 'flex', justifyContent: 'space-between', alignItems: 'center' } as const;

function SearchBox({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  return (
    <Input.Search
      placeholder={t('widget.userSelect.keyword')}
      allowClear
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        if (event.target.value === '') onSearch('');
      }}
      onSearch={(value) => onSearch(value.trim())}
      data-testid="picker-search"
    />
  );
}

export function PickerDialog({ title, onSearch, searchKey, children, selected, groups, selectedKey, onRemove, onClear, onOk, onCancel, testId }: Props) {
  const { t } = useTranslation();
  const row = (node: DirectoryNode) => (
    <NodeRow
      key={selectedKey(node)}
      node={node}
      testId={`picked-${selectedKey(node)}`}
      extra={<Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('widget.userSelect.remove')} onClick={() => onRemove(node)} />}
    />
  );
  return (
    <Modal
      open
      title={title}
      width={800}
      centered
      mask={{ closable: false }}
      keyboard={false}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
      data-testid={testId}
    >
      <div style={{ display: 'flex', gap: 16, height: 440 }}>
        <section style={pane}>
          <div style={{ padding: 8 }}>
            <SearchBox key={searchKey} onSearch={onSearch} />
          </div>
          <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', padding: '0 8px 8px' }}>{children}</div>
        </section>
        <section style={pane}>
          <header style={paneHead}>
            <span>{t('widget.userSelect.selected')}</span>
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onClear} data-testid="picker-clear">
              {t('widget.userSelect.clearList')}
            </Button>
          </header>
          <div style={{ flex: 1, overflow: 'auto', padding: 8 }} data-testid="picker-selected">
            {selected.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.userSelect.empty')} />
            ) : groups ? (
              groups
                .filter((group) => group.nodes.length > 0)
                .map((group) => (
                  <div key={group.key} data-testid={`picked-group-${group.key}`}>
                    <div style={{ display: 'flex', gap: 6, alignItems: 'center', padding: '4px 0', color: 'rgba(0,0,0,0.65)' }}>
                      {group.icon}
                      <span>{group.label}</span>
                    </div>
                    {group.nodes.map(row)}
                  </div>
                ))
            ) : (
              selected.map(row)
            )}
          </div>
        </section>
      </div>
    </Modal>
  );
}
