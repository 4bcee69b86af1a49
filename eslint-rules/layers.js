// The layer arrows of docs/architecture.md as a lint rule: src → renderers →
// widgets → core, server → core, schemas is data for both. An import that
// points the other way, or a browser room reaching the server (or the reverse),
// is an error, so `npm test` fails on it.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Which rooms each room may import from. The tooling rooms keep the same split
 * where it matters: API tests and scripts load no browser code (only widgets'
 * pure halves, as the server does), browser tests drive the built client rather
 * than import it, and unit tests may check both sides agree.
 */
export const allowedRooms = {
  core: ['core'],
  widgets: ['widgets', 'core', 'schemas'],
  renderers: ['renderers', 'widgets', 'core', 'schemas'],
  src: ['src', 'renderers', 'widgets', 'core', 'schemas'],
  server: ['server', 'core', 'schemas', 'widgets'],
  'tests/unit': ['tests/unit', 'src', 'renderers', 'widgets', 'core', 'schemas', 'server', 'scripts', 'eslint-rules'],
  'tests/api': ['tests/api', 'server', 'core', 'schemas', 'widgets'],
  'tests/e2e': ['tests/e2e', 'tests/api', 'server', 'core', 'schemas'],
  scripts: ['scripts', 'server', 'core', 'schemas', 'widgets'],
  bench: ['bench', 'tests/e2e', 'tests/api', 'server', 'core', 'schemas', 'widgets', 'renderers', 'src'],
};

/** Packages a room may not use at all: core is pure, the server draws nothing. */
const forbiddenPackages = {
  core: [/^react(-dom)?(\/|$)/, /^antd(\/|$)/, /^@ant-design\//, /^mobx-react-lite$/, /^@rjsf\/(core|antd)$/, /^node:/, /^(fs|path|os|crypto|http|url|stream|child_process)$/],
  server: [/^react(-dom)?(\/|$)/, /^antd(\/|$)/, /^@ant-design\//, /^mobx(-react-lite)?$/, /^@rjsf\//, /^i18next$/, /^react-i18next$/],
  widgets: [/^node:/],
  renderers: [/^node:/],
  src: [/^node:/],
  'tests/api': [/^react(-dom)?(\/|$)/, /^antd(\/|$)/, /^@ant-design\//, /^@testing-library\//],
  'tests/e2e': [/^react(-dom)?(\/|$)/, /^antd(\/|$)/, /^@ant-design\//, /^@testing-library\//],
  scripts: [/^react(-dom)?(\/|$)/, /^antd(\/|$)/, /^@ant-design\//],
};

const aliases = { '@core/': 'core', '@renderers/': 'renderers', '@widgets/': 'widgets', '@schemas/': 'schemas', '@server/': 'server', '@app/': 'src' };

/** The room of a file: its top folder, or tests/<kind> for the test suites. */
const roomOfPath = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'tests' && parts.length > 2 ? `tests/${parts[1]}` : parts[0];
};

/** A widget's pure half (widgets/<name>/spec.ts or texts.ts, or the glob of every spec, widgets/catalog.ts): what the server may read of a widget. */
const pureWidgetPart = /^widgets\/([^/]+\/(spec|texts)|catalog)(\.ts)?$/;

function isPureWidgetPart(source, file) {
  let target;
  if (source.startsWith('@widgets/')) target = `widgets/${source.slice('@widgets/'.length)}`;
  else if (source.startsWith('.')) target = path.relative(root, path.resolve(path.dirname(file), source)).split(path.sep).join('/');
  else return false;
  return pureWidgetPart.test(target);
}

function roomOfImport(source, file) {
  for (const [prefix, room] of Object.entries(aliases)) if (source.startsWith(prefix)) return room;
  if (source.startsWith('.')) return roomOfPath(path.resolve(path.dirname(file), source));
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer arrows of docs/architecture.md' },
    messages: {
      upward: '{{from}}/ may not import from {{to}}/ (the arrows run src → renderers → widgets → core, and server → core).',
      widgetHalf: 'The server reads only a widget\'s spec.ts and texts.ts, never its React bindings.',
      pureSpec: 'A widget\'s spec.ts and texts.ts are read by the server: they import what core may, and nothing of React or Node ({{name}}).',
      package: '{{from}}/ may not use {{name}}.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = roomOfPath(file);
    const allowed = allowedRooms[from];
    if (!allowed) return {};
    const pureHalf = pureWidgetPart.test(path.relative(root, file).split(path.sep).join('/').replace(/\.ts$/, ''));
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const to = roomOfImport(source, file);
      if (pureHalf) {
        // As pure as core: core's rooms and packages, and other widgets' pure halves.
        const allowed = to === null ? !forbiddenPackages.core.some((pattern) => pattern.test(source)) : to === 'core' || (to === 'widgets' && isPureWidgetPart(source, file));
        if (!allowed) context.report({ node, messageId: 'pureSpec', data: { name: source } });
        return;
      }
      if ((from === 'server' || from === 'tests/api' || from === 'scripts') && to === 'widgets') {
        if (!isPureWidgetPart(source, file)) context.report({ node, messageId: 'widgetHalf' });
        return;
      }
      if (to !== null) {
        if (!allowed.includes(to)) context.report({ node, messageId: 'upward', data: { from, to } });
        return;
      }
      if ((forbiddenPackages[from] ?? []).some((pattern) => pattern.test(source))) context.report({ node, messageId: 'package', data: { from, name: source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
