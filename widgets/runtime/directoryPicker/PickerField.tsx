// A directory picker's field: a select that never drops down, showing the
// chosen names; a click opens the picker's dialog (unless the field is
// disabled). Its clear icon shows on hover when it may be cleared and holds
// something, and clears at once (spec 03 §4); a tag's remove icon keeps the rest.
import { useCallback, useState, type MouseEvent } from 'react';
import { Select } from 'antd';
import type { FieldProps } from '../../contract';
import { idValue } from '@core/widgets/directoryPicks';
import { PickerDialog, type PickerDialogProps } from './PickerDialog';
import type { PickerChoice } from './types';

/** Parts of the select that act on their own: its clear icon and a tag's remove icon. */
const ownControls = '.ant-select-clear, .ant-select-selection-item-remove';

/** What the dialog shows besides the selection: its title, sources, headings … */
export type DialogSetup = Omit<PickerDialogProps, 'multiple' | 'initial' | 'onConfirm' | 'onCancel'>;

export interface PickerFieldProps {
  field: FieldProps;
  /** What the value holds, named (a name still asked for is ''). */
  choices: readonly PickerChoice[];
  /** Stores the chosen ones (an empty list clears the value). */
  store(choices: readonly PickerChoice[]): void;
  dialog: DialogSetup;
}

export function PickerField({ field, choices, store, dialog }: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const multiple = field.props.multiple === true;
  const keys = choices.map((choice) => choice.key);

  const openDialog = (event: MouseEvent<HTMLDivElement>) => {
    if (field.disabled || (event.target instanceof Element && event.target.closest(ownControls))) return;
    setOpen(true);
  };
  const confirm = (selection: PickerChoice[]) => {
    store(selection);
    setOpen(false);
    field.onBlur();
  };

  return (
    <>
      <Select
        id={field.id}
        open={false}
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? keys : keys[0]}
        options={choices.map((choice) => ({ value: choice.key, label: choice.label }))}
        style={{ width: '100%' }}
        disabled={field.disabled}
        placeholder={field.placeholder}
        status={field.invalid ? 'error' : undefined}
        allowClear={field.props.clearable !== false}
        showSearch={false}
        onChange={(next: string | string[] | undefined) => {
          const kept = new Set(Array.isArray(next) ? next : next ? [next] : []);
          store(choices.filter((choice) => kept.has(choice.key)));
        }}
        onClick={openDialog}
        data-testid={`field-${field.name}`}
      />
      {open && <PickerDialog {...dialog} multiple={multiple} initial={choices} onConfirm={confirm} onCancel={() => setOpen(false)} />}
    </>
  );
}

/** Stores the chosen keys as an id picker does: the id ('' for none), or the list when multiple. */
export function useIdStore(field: FieldProps): (choices: readonly PickerChoice[]) => void {
  const { onChange, props } = field;
  return useCallback((chosen: readonly PickerChoice[]) => onChange(idValue(chosen.map((choice) => choice.key), props)), [onChange, props]);
}
