// The related form's bindings: a read-only input showing the chosen record's
// name, with a button that opens the picker (a dialog or a drawer) and a clear
// icon on hover (spec 03 §4); a read-only view whose name opens the record's
// detail where the renderer can show one; and list cells showing names, asked
// in one request for every cell of the moment.
import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RelatedRow } from '@core/api/visualdev';
import type { WidgetProps } from '@core/widgets';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useModelRecord } from '../runtime/ModelRecordContext';
import { useLinkedModel, useRecordText } from './relatedRecords';
import { RelatedRecordPicker } from './RelatedRecordPicker';
import { recordIdOf, relationConfigOf, relationForm } from './spec';

/** The name of the record a value holds ('' for none, and while it is asked for), and its model told to the form's attributes. */
function useRecordName(value: unknown, props: WidgetProps): { id: string; modelId: string; name: string } {
  const { modelId, relationField } = relationConfigOf(props);
  const id = recordIdOf(value);
  useLinkedModel(id, modelId);
  const { settled, text } = useRecordText({ modelId, field: relationField, id });
  // Nobody could name it (a record the user may not read, a name they may not see): its id.
  return { id, modelId, name: settled ? (text ?? id) : '' };
}

export function RelationFormField(props: FieldProps) {
  const { t } = useTranslation();
  const config = relationConfigOf(props.props);
  const { id, name } = useRecordName(props.value, props.props);
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const canOpen = !props.disabled && config.modelId !== '';
  const clearable = props.props.clearable !== false && !props.disabled && id !== '';

  const openPicker = () => canOpen && setOpen(true);
  const store = (next: string) => {
    props.onChange(next);
    props.onBlur();
  };
  const confirm = (row: RelatedRow) => {
    setOpen(false);
    if (row.id !== id) store(row.id);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
        <Input
          id={props.id}
          readOnly
          value={name}
          placeholder={props.placeholder}
          disabled={props.disabled}
          status={props.invalid ? 'error' : undefined}
          title={config.modelId ? undefined : t('widget.relationForm.noModel')}
          onClick={openPicker}
          // Always a suffix, so the input keeps its element when the icon comes and goes.
          suffix={
            <span style={{ width: 14, display: 'inline-flex' }}>
              {clearable && hovered && (
                <CloseCircleFilled
                  role="button"
                  aria-label={t('widget.relationForm.clear')}
                  style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
                  onClick={(event) => {
                    event.stopPropagation();
                    store('');
                  }}
                  data-testid={`clear-${props.name}`}
                />
              )}
            </span>
          }
          data-testid={`field-${props.name}`}
        />
        <Button
          icon={<SearchOutlined />}
          disabled={!canOpen}
          onClick={openPicker}
          aria-label={t('widget.relationForm.choose')}
          data-testid={`pick-${props.name}`}
        />
      </Space.Compact>
      {open && <RelatedRecordPicker config={config} chosen={id} onConfirm={confirm} onCancel={() => setOpen(false)} />}
    </>
  );
}

/** The read-only view: the record's name, a link to its detail when the renderer can open one. */
export function RelationFormView({ name: fieldName, value, props }: ViewProps) {
  const opener = useModelRecord();
  const { id, modelId, name } = useRecordName(value, props);
  const testId = `view-${fieldName}`;
  if (!id || !opener || !modelId) return <span data-testid={testId}>{name}</span>;
  return (
    <Typography.Link onClick={() => opener.openRecord(modelId, id)} data-testid={testId}>
      {name}
    </Typography.Link>
  );
}

function RelationFormCell({ value, props }: { value: unknown; props: WidgetProps }) {
  return <span>{useRecordName(value, props).name}</span>;
}

registerWidget({
  spec: relationForm,
  edit: RelationFormField,
  view: RelationFormView,
  cell: (value, props) => <RelationFormCell value={value} props={props} />,
});
