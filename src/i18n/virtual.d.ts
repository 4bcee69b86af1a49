// The signed-in screens' words in one language, made by scripts/wordsPlugin.ts.
declare module 'virtual:kiln-words/*' {
  const words: Record<string, string>;
  export default words;
}
