// The renderers' own field editors, registered as the widgets they draw: they
// need more of the page than a widget reaches (the scheme editor reads the menu
// entry's data fields through the API).
import { registerWidget } from '@widgets/registry';
import { schemeEditor } from '@widgets/schemeEditor/spec';
import { SchemeEditor } from './SchemeEditor';

registerWidget({ spec: schemeEditor, edit: SchemeEditor });
