// The field of a popup picker (spec 03 §4): a read-only input showing what is
// picked, a search button beside it that opens the picker, and a clear icon
// shown while the pointer is over it. The data interface's popup picker and
// the related form draw it alike; the test ids are field-<name>, pick-<name>
// and clear-<name>.
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

export interface PickerInputProps {
  /** The field's element id and its name in the form (for the test ids). */
  id?: string;
  name: string;
  /** The names of what is picked, as shown. */
  shown: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Said on hover when the picker has nothing to list (no interface, no linked form). */
  hint?: string;
  /** Whether the picker may open (not disabled, a source set). */
  canOpen: boolean;
  /** Whether there is something to clear and clearing is allowed. */
  clearable: boolean;
  clearLabel: string;
  chooseLabel: string;
  onOpen(): void;
  onClear(): void;
}

export function PickerInput(props: PickerInputProps) {
  const [hovered, setHovered] = useState(false);
  const open = () => props.canOpen && props.onOpen();
  return (
    <Space.Compact style={{ width: '100%' }} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Input
        id={props.id}
        readOnly
        value={props.shown}
        placeholder={props.placeholder}
        disabled={props.disabled}
        status={props.invalid ? 'error' : undefined}
        title={props.hint}
        onClick={open}
        // Always a suffix, so the input keeps its element when the icon comes and goes.
        suffix={
          <span style={{ width: 14, display: 'inline-flex' }}>
            {props.clearable && hovered && (
              <CloseCircleFilled
                role="button"
                aria-label={props.clearLabel}
                style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
                onClick={(event) => {
                  event.stopPropagation();
                  props.onClear();
                }}
                data-testid={`clear-${props.name}`}
              />
            )}
          </span>
        }
        data-testid={`field-${props.name}`}
      />
      <Button icon={<SearchOutlined />} disabled={!props.canOpen} onClick={open} aria-label={props.chooseLabel} data-testid={`pick-${props.name}`} />
    </Space.Compact>
  );
}
