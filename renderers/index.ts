// The generic renderer: a page schema in, a working screen out.
import '@widgets/index';

export { PageRenderer } from './page/PageRenderer';
export { pageSchema, pageSchemaAt, formSchema } from './page/schemaRegistry';
export { FormPage } from './form/FormPage';
export { PickerDialog } from './page/PickerDialog';
