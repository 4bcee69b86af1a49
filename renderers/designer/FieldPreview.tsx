// A field as the canvas draws it: its label (with the required mark) above the
// widget's real edit control, disabled and empty, so the canvas looks like the
// form it makes without a form store behind it.
import { memo, useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { FormNode } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import type { FormAccess } from '@widgets/contract';
import { useWidgetBinding } from '@widgets/runtime/WidgetContext';
import { useMessageText } from '@widgets/runtime/messages';
import { countRender } from './renderCount';

const nothing = () => undefined;
const emptyForm: FormAccess = { value: nothing, recordId: null, mode: 'create' };

export const FieldPreview = memo(function FieldPreview({ node }: { node: FormNode }) {
  countRender('field');
  const { t } = useTranslation();
  const text = useMessageText();
  const binding = useWidgetBinding(node.widget);
  const spec = widgetSpec(node.widget);
  const props = useMemo(() => ({ ...(spec ? defaultProps(spec) : {}), ...node.props }), [spec, node.props]);
  const schema = useMemo(() => spec?.valueSchema?.(props) ?? {}, [spec, props]);
  const Edit = binding?.edit;
  const placeholder = typeof props.placeholder === 'string' && props.placeholder ? t(props.placeholder) : undefined;
  return (
    <div className="kiln-field" data-testid={`designer-field-${node.field ?? node.id}`}>
      {node.label && (
        <label className="kiln-field-label">
          {node.rules?.required && <span className="kiln-required">*</span>}
          {text(node.label)}
        </label>
      )}
      <div className="kiln-field-control kiln-designer-control">
        {Edit ? (
          <Edit
            id={`designer-${node.id}`}
            name={node.field ?? node.id}
            widget={node.widget}
            props={props}
            schema={schema}
            placeholder={placeholder}
            value={undefined}
            onChange={nothing}
            onBlur={nothing}
            disabled
            invalid={false}
            form={emptyForm}
          />
        ) : (
          <span className="kiln-designer-muted">{text(spec?.label ?? node.widget)}</span>
        )}
      </div>
    </div>
  );
});
