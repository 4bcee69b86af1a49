// The generic renderer: a page schema in, a working screen out.
// The widget catalog only: each widget's bindings load with the first form or list naming it (WidgetsReady).
import '@widgets/catalog';

export { PageRenderer } from './page/PageRenderer';
export { screenAt } from './page/screens';
export { loadFormSchema } from './page/schemaRegistry';
export { FormPage } from './form/FormPage';
export { FormView } from './form/view/FormView';
export { FormStore } from './form/store/FormStore';
export { PickerDialog } from './page/PickerDialog';
export { ModelPage } from './model/ModelPage';
export { DictionaryItemsPage } from './model/DictionaryItemsPage';
