// What a user picker looks like in a form: a select showing the chosen names
// that opens the picker's dialog on a click, with a clear icon (clearing empties
// the selection and confirms it, spec 03 §4) and a remove icon per tag when
// multiple; and the names of stored ids, for read-only views and list cells.
import { useState, type Dispatch, type MouseEvent, type ReactNode, type SetStateAction } from 'react';
import { Select } from 'antd';
import { parseTypedId, type DirectoryNode } from '@core/api/directory';
import type { FieldProps } from '../../contract';
import { useApi } from '../ApiContext';
import { bareId, directoryNameCache, useDirectoryNodes, useNamesText } from './directoryNames';
import { storedIds, storedValue } from '../../userSelect/spec';

/** Parts of the select that act on their own: its clear icon and a tag's remove icon. */
const ownControls = '.ant-select-clear, .ant-select-selection-item-remove';

/** A stored value nobody has named yet, as a node the selected pane can show. */
export function placeholderNode(value: string): DirectoryNode {
  const typed = parseTypedId(value);
  return { id: typed?.id ?? value, fullName: bareId(value), type: typed?.type ?? 'user', parentId: '', icon: '', isLeaf: true, hasChildren: false };
}

export interface DialogRequest {
  /** The stored values' nodes, in order (ids until their names arrive). */
  initial: DirectoryNode[];
  confirm(nodes: readonly DirectoryNode[]): void;
  cancel(): void;
}

interface Props {
  field: FieldProps;
  /** What a picked node stores: its id, or its typed id. */
  valueOf(node: DirectoryNode): string;
  dialog(request: DialogRequest): ReactNode;
}

export function PickerField({ field, valueOf, dialog }: Props) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const multiple = field.props.multiple === true;
  const values = storedIds(field.value);
  const nodes = useDirectoryNodes(values);
  const options = values.map((value, index) => ({ value, label: nodes ? (nodes[index]?.fullName ?? bareId(value)) : '' }));
  const store = (chosen: readonly string[]) => field.onChange(storedValue(chosen, field.props));

  const openDialog = (event: MouseEvent<HTMLDivElement>) => {
    if (field.disabled || (event.target instanceof Element && event.target.closest(ownControls))) return;
    setOpen(true);
  };
  const confirm = (picked: readonly DirectoryNode[]) => {
    const cache = directoryNameCache(api.transport);
    picked.forEach((node) => cache.remember(node));
    store(picked.map(valueOf));
    setOpen(false);
    field.onBlur();
  };

  return (
    <>
      <Select
        id={field.id}
        open={false}
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? values : values[0]}
        options={options}
        style={{ width: '100%' }}
        disabled={field.disabled}
        placeholder={field.placeholder}
        status={field.invalid ? 'error' : undefined}
        allowClear={field.props.clearable !== false}
        showSearch={false}
        onChange={(next: string | string[] | undefined) => store(Array.isArray(next) ? next : next ? [next] : [])}
        onClick={openDialog}
        data-testid={`field-${field.name}`}
      />
      {open &&
        dialog({
          initial: values.map((value, index) => nodes?.[index] ?? placeholderNode(value)),
          confirm,
          cancel: () => setOpen(false),
        })}
    </>
  );
}

/** Stored ids as their names, joined by commas: asked of the server with every other value shown at the same moment. */
export function DirectoryNames({ value, testId }: { value: unknown; testId?: string }) {
  return <span data-testid={testId}>{useNamesText(storedIds(value))}</span>;
}

/**
 * A dialog's selection, starting from the stored values' nodes. When their
 * names arrive after the dialog opened, the entries still there show them.
 */
export function useSelection(initial: readonly DirectoryNode[], same: (a: DirectoryNode, b: DirectoryNode) => boolean): [DirectoryNode[], Dispatch<SetStateAction<DirectoryNode[]>>] {
  const [selected, setSelected] = useState<DirectoryNode[]>(() => [...initial]);
  const named = selected.map((node) => initial.find((known) => same(known, node)) ?? node);
  return [named, setSelected];
}
