// A screen by its view address: one of the renderer's own screens (the widget
// gallery), or the page schema that declares the address. The renderer and its
// widgets load with the first such screen, not with the shell.
import { lazy } from 'react';
import { UnknownPage } from './UnknownPage';

export const SchemaPage = lazy(async () => {
  // The page renderer's own modules, not the renderer's index: that names the form
  // page, the model pages and the picker too, which a list screen loads only when it opens them;
  // nor the whole widget catalog: a list's widgets bring their own specs (widgets/keyFolders.ts).
  const [{ PageById }, { pageIdAt }, { screenAt }] = await Promise.all([
    import('@renderers/page/PageRenderer'),
    import('@renderers/page/schemaRegistry'),
    import('@renderers/page/screens'),
  ]);
  function SchemaPageAt({ address }: { address: string }) {
    const Screen = screenAt(address);
    if (Screen) return <Screen key={address} />;
    const id = pageIdAt(address);
    // Keyed by the schema, so moving between screens never carries one screen's state into another.
    return id ? <PageById key={id} id={id} /> : <UnknownPage address={address} />;
  }
  return { default: SchemaPageAt };
});
