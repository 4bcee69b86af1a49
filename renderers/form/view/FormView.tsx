// Draws a compiled form's tree on a form store: layout containers with antd,
// each field following its own state.
import { useMemo } from 'react';
import type { FormNode } from '@core/form';
import type { FormStore } from '../store/FormStore';
import { FormContext } from './FormContext';
import { NodeView } from './NodeView';
import '../form.css';

export interface FormViewProps {
  store: FormStore;
  labelWidth?: number;
  viewOnly?: boolean;
}

export function FormView({ store, labelWidth, viewOnly = false }: FormViewProps) {
  const layout = useMemo(() => ({ store, labelWidth, viewOnly }), [store, labelWidth, viewOnly]);
  const nodes: FormNode[] = store.compiled.nodes;
  return (
    <FormContext.Provider value={layout}>
      <div className="kiln-form" data-testid="kiln-form">
        {nodes.map((node) => (
          <NodeView key={node.id} node={node} />
        ))}
      </div>
    </FormContext.Provider>
  );
}
