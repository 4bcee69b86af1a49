// The generic renderer: a page schema in, a working screen out.
import '@widgets/index';
// The renderers' own field editors (they need more of the page than a widget knows).
import './scheme/index';

export { PageRenderer } from './page/PageRenderer';
export { screenAt } from './page/screens';
export { pageSchema, pageSchemaAt, formSchema } from './page/schemaRegistry';
export { FormPage } from './form/FormPage';
export { FormView } from './form/view/FormView';
export { FormStore } from './form/store/FormStore';
export { PickerDialog } from './page/PickerDialog';
export { ModelPage } from './model/ModelPage';
export { DictionaryItemsPage } from './model/DictionaryItemsPage';
