// Draws one field of the record a related-form field of the same form holds:
// the related-form field's value is read through the form (so only its change
// redraws this node), the linked model is the one that field told, and the
// field's text is asked of FieldDataSelect with every other of the moment.
// The same in the form and in the read-only view; nothing is stored.
import { ProfileOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { linkedModelOf, useRecordText } from '../relationForm/relatedRecords';
import { recordIdOf } from '../relationForm/spec';
import { attrConfigOf, relationFormAttr } from './spec';

export const RelationFormAttrNode = observer(function RelationFormAttrNode({ node, label, props, form }: LayoutProps) {
  const { relationField, showField } = attrConfigOf(props);
  const id = relationField ? recordIdOf(form.value(relationField)) : '';
  const modelId = (id && linkedModelOf(id)) || '';
  // Nothing shows until the model is known, nor for a record or field the user may not read.
  const { text } = useRecordText({ modelId, field: showField, id });
  return (
    <div className="kiln-field" data-testid={`item-${node.id}`}>
      {label && <span className="kiln-field-label">{label}</span>}
      <div className="kiln-field-control kiln-field-value" data-testid={`attr-${node.id}`}>
        {text ?? ''}
      </div>
    </div>
  );
});

registerWidget({ spec: relationFormAttr, icon: ProfileOutlined, layout: RelationFormAttrNode });
