// The related form's bindings: a read-only input showing the chosen record's
// name, with a button that opens the picker (a dialog or a drawer) and a clear
// icon on hover (spec 03 §4); a read-only view whose name opens the record's
// detail where the renderer can show one; and list cells showing names, asked
// in one request for every cell of the moment.
import { useState } from 'react';
import { Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import type { RelatedRow } from '@core/api/visualdev';
import type { WidgetProps } from '@core/widgets';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useModelRecord } from '../runtime/ModelRecordContext';
import { PickerInput } from '../runtime/PickerInput';
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
      <PickerInput
        id={props.id}
        name={props.name}
        shown={name}
        placeholder={props.placeholder}
        disabled={props.disabled}
        invalid={props.invalid}
        hint={config.modelId ? undefined : t('widget.relationForm.noModel')}
        canOpen={!props.disabled && config.modelId !== ''}
        clearable={props.props.clearable !== false && !props.disabled && id !== ''}
        clearLabel={t('widget.relationForm.clear')}
        chooseLabel={t('widget.relationForm.choose')}
        onOpen={() => setOpen(true)}
        onClear={() => store('')}
      />
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
  icon: LinkOutlined,
  edit: RelationFormField,
  view: RelationFormView,
  cell: (value, props) => <RelationFormCell value={value} props={props} />,
});
