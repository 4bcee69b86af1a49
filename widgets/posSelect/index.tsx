// The position picker's bindings: a field showing the chosen positions that
// opens the 选择岗位 dialog (organisations opened one at a time into their
// positions, a custom list's positions under their organisations, or only the
// positions of the organisations another field holds; only positions are
// chosen); the read-only view and list cells name stored ids in one batched request.
import { IdcardOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { WidgetProps } from '@core/widgets/spec';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { NamedText, PickerField, positionSource, type ChoiceOf, useIdStore, useKindChoices } from '../runtime/directoryPicker';
import { ableIdsOf, isCustom, storedIds } from '@core/widgets/directoryPicks';
import { posSelect } from './spec';

/** Only positions are chosen (spec 03 §5). */
const choiceOf: ChoiceOf = (node) => (node.type === 'position' ? { key: node.id, label: node.fullName, kind: node.type } : undefined);

/** An observer: it follows the organisations field it reads. */
export const PosSelectField = observer(function PosSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const ids = storedIds(props.value);
  const choices = useKindChoices('position', ids);
  const ableKey = isCustom(props.props) ? JSON.stringify(ableIdsOf(props.props)) : '';
  const organizeField = typeof props.props.organizeField === 'string' ? props.props.organizeField : '';
  // Read through the form, so the choices follow the organisations as they change.
  const withinKey = organizeField ? JSON.stringify(storedIds(props.form.value(organizeField))) : '';
  const sources = useMemo(
    () => [positionSource(transport, ableKey ? (JSON.parse(ableKey) as string[]) : null, choiceOf, withinKey ? (JSON.parse(withinKey) as string[]) : null)],
    [transport, ableKey, withinKey],
  );
  const store = useIdStore(props);
  return <PickerField field={props} choices={choices} store={store} dialog={{ title: t('widget.posSelect.title'), sources }} />;
});

function PositionNames({ value, props, testId }: { value: unknown; props: WidgetProps; testId?: string }) {
  return <NamedText kind="position" ids={storedIds(value)} text={(context) => posSelect.format!(value, props, context)} testId={testId} />;
}

registerWidget({
  spec: posSelect,
  icon: IdcardOutlined,
  edit: PosSelectField,
  view: ({ name, value, props }: ViewProps) => <PositionNames value={value} props={props} testId={`view-${name}`} />,
  cell: (value, props) => <PositionNames value={value} props={props} />,
});
