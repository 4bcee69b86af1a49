// The organisation picker's bindings: a field showing the chosen organisations'
// paths that opens the 选择组织 dialog (a tree loaded a level at a time: all
// organisations, the caller's own with auth, or a custom list's and what lies
// below them); the read-only view and list cells name stored paths in one
// batched request.
import { BankOutlined } from '@ant-design/icons';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { WidgetProps } from '@core/widgets/spec';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { useApi } from '../runtime/ApiContext';
import { NamedText, organizeSource, PickerField, useDirectoryContext, type ChoiceOf, type OrganizeScope, type PickerChoice } from '../runtime/directoryPicker';
import { ableIdsOf, isCustom } from '@core/widgets/directoryPicks';
import { comSelect, organizePaths, pathText, storedPaths } from './spec';

/** Any enabled company or department is chosen by its path (spec 03 §5: the server sends no disabled ones). */
const choiceOf: ChoiceOf = (node) =>
  (node.type === 'company' || node.type === 'department') && node.organizeIds?.length ? { key: node.organizeIds.join(','), label: node.organize ?? node.fullName } : undefined;

export function scopeOf(props: WidgetProps): OrganizeScope {
  if (isCustom(props)) return { kind: 'custom', departIds: ableIdsOf(props) };
  return props.auth === true ? { kind: 'auth', companiesOnly: props.isOnlyOrg === true } : { kind: 'all' };
}

const idsOf = (paths: readonly string[][]) => [...new Set(paths.flat())];

export function ComSelectField(props: FieldProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const paths = organizePaths(props.value, props.props);
  const context = useDirectoryContext('organize', idsOf(paths));
  const choices = paths.map((path) => ({ key: path.join(','), label: context ? pathText(path, context) : '' }));
  const scopeKey = JSON.stringify(scopeOf(props.props));
  const sources = useMemo(() => [organizeSource(transport, JSON.parse(scopeKey) as OrganizeScope, choiceOf)], [transport, scopeKey]);
  const { onChange, props: widgetProps } = props;
  const store = useCallback((chosen: readonly PickerChoice[]) => onChange(storedPaths(chosen.map((choice) => choice.key.split(',')), widgetProps)), [onChange, widgetProps]);
  return <PickerField field={props} choices={choices} store={store} dialog={{ title: t('widget.comSelect.title'), sources }} />;
}

function OrganizePaths({ value, props, testId }: { value: unknown; props: WidgetProps; testId?: string }) {
  return <NamedText kind="organize" ids={idsOf(organizePaths(value, props))} text={(context) => comSelect.format!(value, props, context)} testId={testId} />;
}

registerWidget({
  spec: comSelect,
  icon: BankOutlined,
  edit: ComSelectField,
  view: ({ name, value, props }: ViewProps) => <OrganizePaths value={value} props={props} testId={`view-${name}`} />,
  cell: (value, props) => <OrganizePaths value={value} props={props} />,
});
