// A screen by its view address: one of the renderer's own screens (the widget
// gallery), or the page schema that declares the address. The renderer and its
// widgets load with the first such screen, not with the shell.
import { lazy } from 'react';
import { UnknownPage } from './UnknownPage';

export const SchemaPage = lazy(async () => {
  const { PageRenderer, pageSchemaAt, screenAt } = await import('@renderers/index');
  function SchemaPageAt({ address }: { address: string }) {
    const Screen = screenAt(address);
    if (Screen) return <Screen key={address} />;
    const schema = pageSchemaAt(address);
    // Keyed by the schema, so moving between screens never carries one screen's state into another.
    return schema ? <PageRenderer key={schema.id} schema={schema} /> : <UnknownPage address={address} />;
  }
  return { default: SchemaPageAt };
});
