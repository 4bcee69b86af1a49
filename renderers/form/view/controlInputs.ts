// What a widget's edit control is given from its compiled field, the same for a
// form's field and a sub-table's cell: its key, properties, value schema and
// translated placeholder.
import type { CompiledField } from '@core/form';

export function controlInputs(field: CompiledField, t: (key: string) => string) {
  return {
    widget: field.widget,
    props: field.props,
    schema: field.valueSchema,
    placeholder: typeof field.props.placeholder === 'string' && field.props.placeholder ? t(field.props.placeholder) : undefined,
  };
}
