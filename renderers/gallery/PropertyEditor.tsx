// One property of a widget edited as its catalog entry says (text, number,
// switch, choices, a data interface with its columns, parameters and row
// fields, or JSON for structured values), for the widget playground and the
// form designer's panel.
import { useState } from 'react';
import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { PropertySpec } from '@core/widgets';
import { DataInterfaceSelect } from '@widgets/runtime/DataInterfaceSelect';
import { InterfaceColumnsEditor } from '@widgets/runtime/InterfaceColumnsEditor';
import { InterfaceFieldSelect } from '@widgets/runtime/InterfaceFieldSelect';
import { InterfaceParamsEditor } from '@widgets/runtime/InterfaceParamsEditor';
import { interfaceIdOf, type PropertyNode } from '@widgets/runtime/propertyContext';

export type { FormFieldChoice, PropertyNode } from '@widgets/runtime/propertyContext';

interface Props {
  property: PropertySpec;
  value: unknown;
  onChange(value: unknown): void;
  /**
   * The node being edited: its other properties and the form's fields. The data-interface editors read the
   * chosen interface and the fields a parameter may take from it; without it they say no interface is chosen.
   */
  node?: PropertyNode;
}

/** Structured values as JSON text: a value is given only when the text parses. */
function JsonEditor({ value, onChange, name }: { value: unknown; onChange(value: unknown): void; name: string }) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState(false);
  return (
    <Input.TextArea
      value={text}
      autoSize={{ minRows: 2, maxRows: 10 }}
      status={bad ? 'error' : undefined}
      data-testid={`prop-${name}`}
      onChange={(event) => {
        setText(event.target.value);
        if (!event.target.value.trim()) {
          setBad(false);
          onChange(undefined);
          return;
        }
        try {
          onChange(JSON.parse(event.target.value));
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

export function PropertyEditor({ property, value, onChange, node }: Props) {
  const { t } = useTranslation();
  const testId = `prop-${property.name}`;
  switch (property.editor) {
    case 'dataInterface':
      return <DataInterfaceSelect value={typeof value === 'string' ? value : undefined} onChange={onChange} testId={testId} />;
    case 'interfaceColumns':
      return <InterfaceColumnsEditor interfaceId={interfaceIdOf(node)} value={value} onChange={onChange} testId={testId} />;
    case 'interfaceParams':
      return <InterfaceParamsEditor interfaceId={interfaceIdOf(node)} value={value} onChange={onChange} formFields={node?.formFields ?? []} testId={testId} />;
    case 'interfaceField':
      return <InterfaceFieldSelect interfaceId={interfaceIdOf(node)} value={value} onChange={onChange} testId={testId} />;
  }
  if (property.choices) {
    return (
      <Select
        value={value as string | number | undefined}
        allowClear
        style={{ width: '100%' }}
        options={property.choices.map((choice) => ({
          label: /^[a-z]+\./i.test(choice.label) ? t(choice.label) : choice.label,
          value: choice.value as string | number,
        }))}
        onChange={(next) => onChange(next ?? undefined)}
        data-testid={testId}
      />
    );
  }
  switch (property.type) {
    case 'boolean':
      return <Switch checked={value === true} onChange={onChange} data-testid={testId} />;
    case 'number':
    case 'integer':
      return (
        <InputNumber
          value={typeof value === 'number' ? value : null}
          min={property.min}
          max={property.max}
          precision={property.type === 'integer' ? 0 : undefined}
          style={{ width: '100%' }}
          onChange={(next) => onChange(next ?? undefined)}
          data-testid={testId}
        />
      );
    case 'string':
      return <Input value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value || undefined)} data-testid={testId} />;
    default:
      return <JsonEditor value={value} onChange={onChange} name={property.name} />;
  }
}
