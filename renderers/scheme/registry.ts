// Where the renderers' own field editors load from: they need more of the page
// than a widget knows, so they live here and load, like a widget's bindings,
// with the first form that names them.
import { registerBindingLoader } from '@widgets/registryLoader';
import { schemeEditor } from '@widgets/schemeEditor/spec';

registerBindingLoader(schemeEditor.key, () => import('./index'));
