// rjsf widgets as Kiln widgets: a component written for rjsf's WidgetProps (one
// of @rjsf/antd's, or a team's own) joins the catalog under a spec of ours, fed
// from Kiln's FieldProps; rjsf itself stays out of the app (only its types are read).
import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { EnumOptionsType, Registry, RJSFSchema, UIOptionsType, WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import type { WidgetSpec } from '@core/widgets';
import type { FieldProps, WidgetBinding } from '../contract';
import { registerWidget } from '../registry';
import { useFieldChoices } from './options';

export interface RjsfBridgeOptions {
  /**
   * Parts of rjsf's registry the widget needs beyond the small one given by default
   * (formContext, translateString, a description template): for example
   * `templates: { BaseInputTemplate, ButtonTemplates }` for widgets drawn through a template.
   */
  registry?: Partial<Registry>;
}

/** What rjsf's `translateString` does in English: its strings are their own text, `%1` the first parameter. */
const englishStrings = (text: string, params?: string[]) => (params ?? []).reduce((result, param, index) => result.replaceAll(`%${index + 1}`, param), text);

function Description({ description }: { description: ReactNode }) {
  return <div className="kiln-rjsf-description">{description}</div>;
}

/**
 * The smallest registry rjsf's widgets read (@rjsf/antd's read `formContext`,
 * `translateString` and, for a select option's description, a template). The
 * fields, schemaUtils and the other templates belong to rjsf's Form, which never runs here.
 */
function smallRegistry(extra: Partial<Registry> = {}): Registry {
  const { templates, ...rest } = extra;
  const registry = {
    fields: {},
    widgets: {},
    formContext: {},
    rootSchema: {},
    globalFormOptions: { idPrefix: 'root', idSeparator: '_' },
    translateString: englishStrings,
    ...rest,
    templates: { DescriptionFieldTemplate: Description, ButtonTemplates: {}, ...templates },
  };
  // Partial by design (see above); a widget that reaches for schemaUtils needs it passed in `registry`.
  return registry as unknown as Registry;
}

const noFocus = () => {};

const isOptional = (schema: FieldProps['schema']) => (Array.isArray(schema.type) ? schema.type.includes('null') : schema.type === 'null');

/** The choices as rjsf's enumOptions: the field's option source, or else the values its schema lists. */
function useEnumOptions(props: FieldProps): EnumOptionsType[] | undefined {
  const choices = useFieldChoices(props);
  const listed = props.schema.enum;
  return useMemo(() => {
    if (choices.length) return choices.map((choice) => ({ label: choice.label, value: choice.value }));
    if (Array.isArray(listed)) return listed.filter((value) => value !== null).map((value) => ({ label: String(value), value }));
    return undefined;
  }, [choices, listed]);
}

function adapter(Widget: ComponentType<RjsfWidgetProps>, registry: Registry) {
  // observer: memoised on its props, and follows what the option source reads of other fields.
  return observer(function RjsfWidgetField(props: FieldProps) {
    const { t } = useTranslation();
    const { onChange: change, onBlur: leave, props: nodeProps, invalid } = props;
    const enumOptions = useEnumOptions(props);
    const onChange = useCallback((value: unknown) => change(value), [change]);
    const onBlur = useCallback(() => leave(), [leave]);
    // The node's properties are rjsf's ui:options; Kiln's option source becomes enumOptions.
    // Properties are JSON values, which is what rjsf's option type allows.
    const uiOptions = useMemo(() => Object.fromEntries(Object.entries(nodeProps).filter(([name]) => name !== 'options')) as UIOptionsType, [nodeProps]);
    const options = useMemo(() => ({ ...uiOptions, enumOptions }), [uiOptions, enumOptions]);
    const uiSchema = useMemo(() => ({ 'ui:options': uiOptions }), [uiOptions]);
    // Kiln's field shows the message under the control; rjsf widgets only need to know there is one.
    const rawErrors = useMemo(() => (invalid ? [t('form.invalidValue')] : undefined), [invalid, t]);
    return (
      <div className="kiln-rjsf-widget" data-testid={`field-${props.name}`} aria-invalid={invalid || undefined}>
        <Widget
          id={props.id}
          name={props.name}
          htmlName={props.name}
          value={props.value}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={noFocus}
          disabled={props.disabled}
          readonly={props.disabled}
          required={!isOptional(props.schema)}
          multiple={nodeProps.multiple === true}
          // Kiln's JsonSchema is the same JSON Schema draft rjsf's type names.
          schema={props.schema as RJSFSchema}
          uiSchema={uiSchema}
          options={options}
          placeholder={props.placeholder}
          // Kiln's field shell draws the label beside the control.
          label=""
          hideLabel
          rawErrors={rawErrors}
          registry={registry}
        />
      </div>
    );
  });
}

/** Registers an rjsf widget under `spec` (a catalog entry of ours) as the key's edit binding. */
export function fromRjsfWidget(spec: WidgetSpec, Widget: ComponentType<RjsfWidgetProps>, options: RjsfBridgeOptions = {}): WidgetBinding {
  return registerWidget({ spec, edit: adapter(Widget, smallRegistry(options.registry)) });
}
