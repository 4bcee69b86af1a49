// The directory pickers' dialog (spec 03 §2 Directory picker dialogs): 800px,
// not closed by a click on the backdrop or by Escape; a search box and the
// sources (tabs when several) on the left — a tree, a search's answer, or a
// paged list — and on the right the 已选 pane, flat or under headings, with
// 清空列表 and a delete per entry. It works on a copy of the selection:
// confirm hands the copy back, cancel drops it (spec 03 §4).
import { useMemo, useState } from 'react';
import { App, Button, Empty, Input, Modal, Tabs } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { pickChoice } from './nodes';
import { EntryRow, FoundList, iconOf } from './NodeList';
import { SourceTree } from './SourceTree';
import type { PickerChoice, PickerNode, PickerSource } from './types';

/** A heading of the 已选 pane and the kinds of the picks it holds (the users picker's 部门, 岗位, 用户, 分组, 角色). */
export interface SelectedHeading {
  key: string;
  /** A text key. */
  label: string;
  kinds: readonly string[];
}

export interface PickerDialogProps {
  /** Translated. */
  title: string;
  multiple: boolean;
  sources: readonly PickerSource[];
  initial: readonly PickerChoice[];
  onConfirm(selection: PickerChoice[]): void;
  onCancel(): void;
  /** Headings of the 已选 pane, in their order; a flat pane without. */
  headings?: readonly SelectedHeading[];
  /** Confirming nothing shows 请选择{title} and keeps the dialog open (spec 02 §5.5). */
  requireSelection?: boolean;
  /** A lone source shows as a tab too (the users picker's 部门); else its label, if any, is a heading. */
  tabbed?: boolean;
  testId?: string;
}

const pane = { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 } as const;
const paneHead = { padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)', display: 'flex', justifyContent: 'space-between', alignItems: 'center' } as const;

function SearchBox({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  return (
    <Input.Search
      placeholder={t('widget.orgPicker.keyword')}
      allowClear
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        // Emptying the box goes back to the tree (spec 03 §4).
        if (event.target.value === '') onSearch('');
      }}
      onSearch={(value) => onSearch(value.trim())}
      data-testid="picker-search"
    />
  );
}

/** A source's left pane: its tree, or its list (always for a list source, for a keyword where it can find). */
function SourcePane({ source, keyword, chosen, onChoose, onTopLoaded }: Parameters<typeof SourceTree>[0]) {
  const listed = !source.load || (keyword !== '' && source.find !== undefined);
  return listed ? (
    <FoundList source={source} keyword={keyword} chosen={chosen} onChoose={onChoose} />
  ) : (
    <SourceTree source={source} keyword={keyword} chosen={chosen} onChoose={onChoose} onTopLoaded={onTopLoaded} />
  );
}

export function PickerDialog({ title, multiple, sources, initial, onConfirm, onCancel, headings, requireSelection = false, tabbed = false, testId }: PickerDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [held, setSelection] = useState<PickerChoice[]>(() => [...initial]);
  const [active, setActive] = useState(sources[0]?.key ?? '');
  // Until someone picks a tab, the dialog does not open on an empty one (a company whose roles are all global).
  const [tabChosen, setTabChosen] = useState(false);
  const [keyword, setKeyword] = useState('');
  // Names that arrive after the dialog opened show on the entries still held.
  const selection = useMemo(() => held.map((choice) => initial.find((named) => named.key === choice.key && named.label) ?? choice), [held, initial]);
  const chosen = useMemo(() => new Set(selection.map((choice) => choice.key)), [selection]);
  const source = sources.find((each) => each.key === active) ?? sources[0];

  const choose = (node: PickerNode) => setSelection((before) => pickChoice(before, node.choice!, multiple));
  const moveOffEmpty = (count: number) => {
    const next = sources[sources.findIndex((each) => each.key === active) + 1];
    if (count === 0 && !tabChosen && next) setActive(next.key);
  };
  const remove = (key: string) => setSelection((before) => before.filter((choice) => choice.key !== key));
  const confirm = () => {
    if (requireSelection && selection.length === 0) {
      void message.error(t('widget.orgPicker.pleaseSelect', { title }));
      return;
    }
    onConfirm(selection);
  };

  const row = (choice: PickerChoice) => (
    <EntryRow
      key={choice.key}
      entry={{ ...choice, title: choice.label }}
      testId={`picker-chosen-${choice.key}`}
      extra={<Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('widget.orgPicker.remove')} onClick={() => remove(choice.key)} />}
    />
  );
  const selected = headings
    ? headings.map((heading) => {
        const picks = selection.filter((choice) => choice.kind !== undefined && heading.kinds.includes(choice.kind));
        return picks.length === 0 ? null : (
          <div key={heading.key} data-testid={`picked-group-${heading.key}`}>
            <div style={{ display: 'flex', gap: 6, alignItems: 'center', padding: '4px 0', color: 'rgba(0,0,0,0.65)' }}>
              {iconOf(heading.kinds[0])}
              <span>{t(heading.label)}</span>
            </div>
            {picks.map(row)}
          </div>
        );
      })
    : selection.map(row);

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
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
      data-testid={testId}
    >
      <div style={{ display: 'flex', gap: 16, height: 440 }}>
        <section style={pane}>
          <div style={{ padding: 8 }}>
            {/* Another tab starts with an empty box. */}
            <SearchBox key={active} onSearch={setKeyword} />
          </div>
          <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', padding: '0 8px 8px' }}>
            {sources.length > 1 || tabbed ? (
              <Tabs
                size="small"
                activeKey={active}
                onChange={(key) => {
                  setActive(key);
                  setTabChosen(true);
                  setKeyword('');
                }}
                items={sources.map((each) => ({ key: each.key, label: t(each.label ?? each.key) }))}
              />
            ) : (
              source?.label && <div style={{ padding: '4px 0 8px', fontWeight: 500 }}>{t(source.label)}</div>
            )}
            <div style={{ flex: 1, minHeight: 0 }} data-testid="picker-tree">
              {source && <SourcePane key={source.key} source={source} keyword={keyword} chosen={chosen} onChoose={choose} onTopLoaded={moveOffEmpty} />}
            </div>
          </div>
        </section>
        <section style={pane}>
          <header style={paneHead}>
            <span>{t('widget.orgPicker.selected')}</span>
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setSelection([])} data-testid="picker-clear">
              {t('widget.orgPicker.clearList')}
            </Button>
          </header>
          <div style={{ flex: 1, overflow: 'auto', padding: 8 }} data-testid="picker-selected">
            {selection.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.orgPicker.empty')} /> : selected}
          </div>
        </section>
      </div>
    </Modal>
  );
}
