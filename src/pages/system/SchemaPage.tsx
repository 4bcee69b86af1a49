// A screen drawn from a page schema by the generic renderer; the renderer and
// its widgets load with the first such screen, not with the shell.
import { lazy, type ComponentType } from 'react';

export function schemaPage(id: string): ComponentType {
  return lazy(async () => {
    const { PageRenderer, pageSchema } = await import('@renderers/index');
    const schema = pageSchema(id);
    return { default: () => <PageRenderer schema={schema} /> };
  });
}
