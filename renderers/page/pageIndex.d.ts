// The bundled page schemas by id, made by scripts/pageIndexPlugin.ts.
declare module 'virtual:kiln-page-index' {
  import type { PageSchema } from '@core/schema/types';
  const pages: Record<string, { address: string | undefined; load(): Promise<PageSchema> }>;
  export default pages;
}
