// Draws its children once the bindings of the widgets they name are loaded: a
// form or list shows a spinner in their place meanwhile, rather than drawing
// empty slots that fill in later. Loaded bindings draw at once, with no spinner frame.
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Spin } from 'antd';
import { onBindingsChange, registeredBindings } from '../registry';
import { folderBoundWidgets, loadWidgetBindings } from '../registryLoader';
import { isWidgetKey } from '../keyFolders';

/**
 * `widgets`: catalog keys; a key no widget has is the form compiler's to report
 * (it draws nothing), so only catalog keys are waited for. A failed load (the
 * chunk could not be fetched) is thrown to the error boundary above.
 */
export function WidgetsReady({ widgets, children, fallback }: { widgets: readonly string[]; children: ReactNode; fallback?: ReactNode }) {
  const registered = useSyncExternalStore(onBindingsChange, registeredBindings);
  const known = useMemo(() => widgets.filter(isWidgetKey), [widgets]);
  const ready = known.every((key) => registered.has(key));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    // Registration re-renders this component (the store above); only a failure needs keeping.
    loadWidgetBindings(known).catch((error: unknown) => current && setFailure({ error }));
    return () => {
      current = false;
    };
  }, [known, ready]);
  if (failure) throw failure.error;
  return ready ? children : (fallback ?? <WidgetsLoading />);
}

function WidgetsLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }} data-testid="widgets-loading">
      <Spin />
    </div>
  );
}

/** Every widget of widgets/: the form designer's palette and the widget gallery show them all. */
export function AllWidgetsReady({ children }: { children: ReactNode }) {
  const widgets = useMemo(() => folderBoundWidgets(), []);
  return <WidgetsReady widgets={widgets}>{children}</WidgetsReady>;
}
