// Forms as JSON Schema: every form the server knows, exported for rjsf
// (`@rjsf/core` with `@rjsf/validator-ajv8`) as `{schema, uiSchema}`.
import { defineModule } from '../defineModule';
import { formsRoutes } from './routes';
import { formsServerTexts } from './texts';

export default defineModule({
  name: 'forms',
  tag: { name: 'forms', description: 'Forms exported as JSON Schema and an rjsf uiSchema' },
  texts: formsServerTexts,
  routes: formsRoutes,
});
