// Draws a compiled form's tree on a form store: layout containers with antd,
// each field following its own state.
import { useContext, useMemo, type ReactNode } from 'react';
import { DictionaryManagerProvider, type DrawDictionaryManager } from '@widgets/runtime/ManageDictionary';
import { WidgetsReady } from '@widgets/runtime/WidgetsReady';
import { widgetsOfNodes } from '@widgets/registryLoader';
import '../../scheme/registry';
import { DrawPageContext } from '../../page/drawPage';
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

/** The screen a dictionary selector's add button opens: dictionary management, on the selector's category. */
export const dictionaryPageId = 'system.dictionary.page';

/** Inside a page, a dictionary selector may open dictionary management (drawn by the page renderer). */
function WithDictionaryManager({ children }: { children: ReactNode }) {
  const drawPage = useContext(DrawPageContext);
  const draw = useMemo<DrawDictionaryManager | null>(() => (drawPage ? (type) => drawPage(dictionaryPageId, { startAt: type }) : null), [drawPage]);
  return draw ? <DictionaryManagerProvider draw={draw}>{children}</DictionaryManagerProvider> : children;
}

export function FormView({ store, labelWidth, viewOnly = false }: FormViewProps) {
  const layout = useMemo(() => ({ store, labelWidth, viewOnly }), [store, labelWidth, viewOnly]);
  const nodes: FormNode[] = store.compiled.nodes;
  // The bindings of the widgets this form names load with it; the form draws once they are in.
  const widgets = useMemo(() => widgetsOfNodes(nodes), [nodes]);
  return (
    <WidgetsReady widgets={widgets}>
      <WithDictionaryManager>
        <FormContext.Provider value={layout}>
          <div className="kiln-form" data-testid="kiln-form">
            {nodes.map((node) => (
              <NodeView key={node.id} node={node} />
            ))}
          </div>
        </FormContext.Provider>
      </WithDictionaryManager>
    </WidgetsReady>
  );
}
