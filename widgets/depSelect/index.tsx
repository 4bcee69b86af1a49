// The department picker's bindings: a field showing the chosen departments that
// opens the 选择部门 dialog (companies and departments a level at a time, or a
// custom list's and what lies below them; only departments are chosen); the
// read-only view and list cells name stored ids in one batched request.
import { ClusterOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { WidgetProps } from '@core/widgets/spec';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { NamedText, organizeSource, PickerField, type ChoiceOf, type OrganizeScope, useIdStore, useKindChoices } from '../runtime/directoryPicker';
import { ableIdsOf, isCustom, storedIds } from '@core/widgets/directoryPicks';
import { depSelect } from './spec';

/** Only departments are chosen (spec 03 §5), by their own name (a custom list names its entries by path). */
const choiceOf: ChoiceOf = (node) => (node.type === 'department' ? { key: node.id, label: node.lastFullName ?? node.fullName, kind: node.type } : undefined);

export function DepSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const ids = storedIds(props.value);
  const choices = useKindChoices('organize', ids);
  const scopeKey = JSON.stringify(isCustom(props.props) ? { kind: 'custom', departIds: ableIdsOf(props.props) } : { kind: 'all' });
  const sources = useMemo(() => [organizeSource(transport, JSON.parse(scopeKey) as OrganizeScope, choiceOf)], [transport, scopeKey]);
  const store = useIdStore(props);
  return <PickerField field={props} choices={choices} store={store} dialog={{ title: t('widget.depSelect.title'), sources }} />;
}

function DepartmentNames({ value, props, testId }: { value: unknown; props: WidgetProps; testId?: string }) {
  return <NamedText kind="organize" ids={storedIds(value)} text={(context) => depSelect.format!(value, props, context)} testId={testId} />;
}

registerWidget({
  spec: depSelect,
  icon: ClusterOutlined,
  edit: DepSelectField,
  view: ({ name, value, props }: ViewProps) => <DepartmentNames value={value} props={props} testId={`view-${name}`} />,
  cell: (value, props) => <DepartmentNames value={value} props={props} />,
});
