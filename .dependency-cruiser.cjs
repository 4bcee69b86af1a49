// Import rules checked by dependency-cruiser (`npm run lint`). No module imports
// itself round a loop: a cycle works only while every use waits inside a
// function, and breaks (undefined at load) the day one does not; a renderer that
// must reach back up hands itself down through a context instead. `import type`
// is erased and `import()` waits until called, so neither counts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This import closes a loop of imports that run at load.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only', 'dynamic-import'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import names a file or package that does not exist.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.d\\.ts$' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
