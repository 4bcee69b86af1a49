// One field: a still shell (label, required mark, place in the grid) around a
// control that alone follows the field's value and error. A keystroke redraws
// the control of the field typed in; the shell, the label and the other fields
// stay as they are.
import { memo, useCallback, useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import type { CompiledField, FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
import { useMessageText } from '@widgets/runtime/messages';
import { useFormatContext } from '@widgets/runtime/formatContext';
import { useForm } from './FormContext';
import { controlInputs } from './controlInputs';

/** Shown only while the field's conditions hold (redraws only when that flips). */
export const WhenVisible = observer(function WhenVisible({ field, children }: { field: CompiledField; children: ReactNode }) {
  const { store } = useForm();
  return store.isVisible(field) ? children : null;
});

const RequiredMark = observer(function RequiredMark({ field }: { field: CompiledField }) {
  const { store } = useForm();
  return store.isRequired(field) ? <span className="kiln-required">*</span> : null;
});

/** A stored value as its widget's read-only view shows it (or the catalog's text without one): for fields and cells alike. */
export function FieldValueView({ field, value }: { field: CompiledField; value: unknown }) {
  const binding = useWidgetBinding(field.widget);
  const context = useFormatContext();
  const content = widgetSpec(field.widget)?.format?.(value, field.props, context) ?? String(value ?? '');
  const View = binding?.view;
  return View ? <View name={field.path} value={value} props={field.props} text={content} /> : <span data-testid={`view-${field.path}`}>{content}</span>;
}

const FieldControl = observer(function FieldControl({ field, domId }: { field: CompiledField; domId: string }) {
  const { store, viewOnly } = useForm();
  const binding = useWidgetBinding(field.widget);
  const text = useMessageText();
  const { t } = useTranslation();
  const onChange = useCallback((value: unknown) => store.setValue(field.path, value), [store, field.path]);
  const onBlur = useCallback(() => store.validateField(field.path), [store, field.path]);
  const value = store.value(field.path);
  if (viewOnly) return <FieldValueView field={field} value={value} />;
  const Edit = binding?.edit;
  if (!Edit) return <span className="kiln-field-error">{t('form.noWidget', { widget: field.widget })}</span>;
  const error = store.error(field.path);
  return (
    <>
      <Edit
        id={domId}
        name={field.path}
        {...controlInputs(field, t)}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={store.isReadOnly(field)}
        invalid={Boolean(error)}
        form={store}
      />
      <div className="kiln-field-error" role={error ? 'alert' : undefined} data-testid={error ? `error-${field.path}` : undefined}>
        {error ? text(error) : null}
      </div>
    </>
  );
});

export const FieldNode = memo(function FieldNode({ node }: { node: FormNode }) {
  const { store, labelWidth, viewOnly } = useForm();
  const text = useMessageText();
  const domId = useId();
  const field = store.field(node.id);
  if (!field) return null;
  // Carried but not shown: only a widget that draws nothing (the hidden value) is drawn at all; any other keeps its value in the store.
  if (field.hidden) return widgetSpec(field.widget)?.drawsNothing ? <FieldControl field={field} domId={domId} /> : null;
  const horizontal = labelWidth !== undefined;
  return (
    <WhenVisible field={field}>
      <div className={horizontal ? 'kiln-field kiln-field-horizontal' : 'kiln-field'} data-testid={`item-${field.path}`}>
        {field.label && (
          <label htmlFor={domId} className="kiln-field-label" style={horizontal ? { width: labelWidth, flex: `0 0 ${labelWidth}px` } : undefined}>
            <RequiredMark field={field} />
            {text(field.label)}
          </label>
        )}
        <div className={viewOnly ? 'kiln-field-control kiln-field-value' : 'kiln-field-control'}>
          <FieldControl field={field} domId={domId} />
        </div>
      </div>
    </WhenVisible>
  );
});
