// Draws one field of the row a popup picker of the same form holds: the
// picker's value is read through the form (so only its change redraws this
// node), the interface is the one that picker said, and the row is asked of
// InfoByIds with the very call the picker made (one request for both). Several
// picked rows show their fields joined by commas. The same in the form and in
// the read-only view; nothing is stored.
import { SolutionOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { pickedValues, storedValueOf } from '@core/widgets/interfacePicks';
import type { LayoutProps } from '../contract';
import { registerWidget } from '../registry';
import { publishedPickOf, usePickedRows, type PickQuery } from '../runtime/interfaceRows';
import { popupAttr, popupAttrConfigOf } from './spec';

const nothing: PickQuery = { interfaceId: '', propsValue: 'id', relationField: 'fullName', paramList: [] };

export const PopupAttrNode = observer(function PopupAttrNode({ node, label, props, form }: LayoutProps) {
  const { relationField, showField } = popupAttrConfigOf(props);
  const value = relationField ? form.value(relationField) : undefined;
  const values = pickedValues(value);
  // Nothing shows until the picker has said which interface it reads.
  const query = (values.length && showField && publishedPickOf(form, relationField, value)) || nothing;
  const { rows } = usePickedRows(query, query === nothing ? [] : values);
  const text = values.flatMap((picked) => (rows.has(picked) ? [storedValueOf(rows.get(picked)![showField])] : [])).join(',');
  return (
    <div className="kiln-field" data-testid={`item-${node.id}`}>
      {label && <span className="kiln-field-label">{label}</span>}
      <div className="kiln-field-control kiln-field-value" data-testid={`attr-${node.id}`}>
        {text}
      </div>
    </div>
  );
});

registerWidget({ spec: popupAttr, icon: SolutionOutlined, layout: PopupAttrNode });
