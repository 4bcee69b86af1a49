// Each catalog key's folder under widgets/, made by scripts/widgetIndexPlugin.ts.
declare module 'virtual:kiln-widget-index' {
  const folderByKey: Record<string, string>;
  export default folderByKey;
}
