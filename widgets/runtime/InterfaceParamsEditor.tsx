// The `interfaceParams` editor: each parameter the chosen interface declares
// (GET DataInterface/GetParam/{id}) bound to a form field, a variable (`@name`:
// a system variable or an administrator's variate) or a fixed value, written
// as the bindings paramListOf reads ([{field, relationField | defaultValue}]).
// A parameter left unbound is not written, so the call leaves it to the
// interface's own default.
import { useState } from 'react';
import { Input, Select, Tag, Typography, type SelectProps } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { systemVariables } from '@core/api/dataInterface';
import { isParamList, type InterfaceParamBinding } from '@core/widgets/interfacePicks';
import { useInterfaceParameters, useVariateGroups } from './interfaceChoices';
import { useMessageText } from './messages';
import type { FormFieldChoice } from './propertyContext';

type ParamSource = 'field' | 'variable' | 'fixed';
const paramSources: readonly ParamSource[] = ['field', 'variable', 'fixed'];

/** Where a binding takes its value: a variable is `@name`, a fixed value has no relation. */
const sourceOf = (binding: InterfaceParamBinding): ParamSource =>
  binding.relationField ? (binding.relationField.startsWith('@') ? 'variable' : 'field') : 'fixed';

export interface InterfaceParamsEditorProps {
  /** The node's interface ('' when none is chosen). */
  interfaceId: string;
  value: unknown;
  onChange(bindings: InterfaceParamBinding[]): void;
  /** The form's fields a parameter may read. */
  formFields: readonly FormFieldChoice[];
  testId: string;
}

export function InterfaceParamsEditor({ interfaceId, value, onChange, formFields, testId }: InterfaceParamsEditorProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const parameters = useInterfaceParameters(interfaceId);
  const variates = useVariateGroups(interfaceId !== '');
  const bindings = isParamList(value) ? value : [];
  // The source picked for a parameter not bound yet (a bound one says its own).
  const [pickedSources, setPickedSources] = useState<Record<string, ParamSource>>({});
  if (!interfaceId)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('designer.interface.pickFirst')}
      </Typography.Text>
    );
  if (parameters === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('designer.interface.loading')}
      </Typography.Text>
    );

  const declared = parameters.map((parameter) => ({ field: parameter.field, name: parameter.fieldName, required: parameter.required === 1 }));
  const stale = bindings
    .filter((binding) => !parameters.some((parameter) => parameter.field === binding.field))
    .map((binding) => ({ field: binding.field, name: '', required: false }));
  const rows = [...declared, ...stale];
  if (!rows.length)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('designer.interface.noParams')}
      </Typography.Text>
    );

  const bindingOf = (field: string) => bindings.find((binding) => binding.field === field);
  const sourceFor = (field: string): ParamSource => {
    const binding = bindingOf(field);
    return binding ? sourceOf(binding) : (pickedSources[field] ?? 'field');
  };
  /** The bindings with one parameter's replaced (or removed), in the rows' order. */
  const bind = (field: string, binding: InterfaceParamBinding | undefined) =>
    onChange(rows.map((row) => (row.field === field ? binding : bindingOf(row.field))).filter((next): next is InterfaceParamBinding => next !== undefined));
  const pickSource = (field: string, source: ParamSource) => {
    setPickedSources((current) => ({ ...current, [field]: source }));
    if (bindingOf(field)) bind(field, undefined);
  };

  const variableOptions = [
    {
      label: t('designer.interface.systemVariables'),
      title: 'system',
      options: systemVariables.map((name) => ({ value: name, label: `${name} ${t(`designer.variable.${name.slice(1)}`)}` })),
    },
    ...(variates ?? [])
      .filter((group) => group.children.length > 0)
      .map((group) => ({
        label: group.fullName,
        title: group.id,
        options: group.children.map((variate) => ({ value: `@${variate.fullName}`, label: `@${variate.fullName}` })),
      })),
  ];
  const fieldOptions = formFields.map((choice) => ({ value: choice.field, label: `${text(choice.label)} (${choice.field})` }));

  return (
    <div className="kiln-interface-params" data-testid={testId}>
      {rows.map((row) => {
        const source = sourceFor(row.field);
        const binding = bindingOf(row.field);
        const rowId = `${testId}-${row.field}`;
        return (
          <div key={row.field} style={{ marginBottom: 8 }} data-testid={rowId}>
            <div>
              <Typography.Text strong>{row.field}</Typography.Text>
              {row.name && <Typography.Text type="secondary"> {row.name}</Typography.Text>}
              {row.required && (
                <Tag color="red" style={{ marginInlineStart: 4 }}>
                  {t('designer.interface.required')}
                </Tag>
              )}
            </div>
            <div style={{ display: 'flex', gap: 4 }}>
              <Select<ParamSource>
                size="small"
                style={{ flex: '0 0 40%' }}
                value={source}
                options={paramSources.map((choice) => ({ value: choice, label: t(`designer.interface.source.${choice}`) }))}
                onChange={(next) => pickSource(row.field, next)}
                data-testid={`${rowId}-source`}
              />
              {(source === 'field' || source === 'variable') && (
                <Select
                  size="small"
                  style={{ flex: 1, minWidth: 0 }}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  value={binding?.relationField}
                  loading={source === 'variable' && variates === null}
                  placeholder={t(source === 'field' ? 'designer.interface.pickFormField' : 'designer.interface.pickVariable')}
                  options={(source === 'field' ? fieldOptions : variableOptions) as SelectProps['options']}
                  onChange={(next: string | undefined) => bind(row.field, next ? { field: row.field, relationField: next } : undefined)}
                  data-testid={`${rowId}-${source}`}
                />
              )}
              {source === 'fixed' && (
                <Input
                  size="small"
                  style={{ flex: 1, minWidth: 0 }}
                  value={binding?.defaultValue ?? ''}
                  maxLength={500}
                  placeholder={t('designer.interface.fixedValue')}
                  onChange={(event) => bind(row.field, event.target.value ? { field: row.field, defaultValue: event.target.value } : undefined)}
                  data-testid={`${rowId}-fixed`}
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
