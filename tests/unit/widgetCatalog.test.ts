// The widget catalog: one folder per widget, found alike by the browser's glob and
// the server's folder read; every word a spec names exists in the three
// languages; the docs' widget table matches the catalog; and the compiler
// checks a node's properties against the ones its widget declares.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetCatalog } from '@core/widgets';
import { compileForm, FormCompileError } from '@core/form';
import { languages } from '@core/i18n/text';
import { widgetFolders as browserFolders } from '@widgets/catalog';
import { widgetFolders as serverFolders } from '@server/widgets';
import { shellTexts } from '@app/i18n/tables';
import { widgetTable, widgetsDoc, withTable } from '../../scripts/widgetTable';
import { galleryForm } from '@core/widgets/gallery';
import { eachNode } from '@core/tree';

describe('the widget catalog', () => {
  it('is found alike by the browser and the server, with no central list', () => {
    expect(browserFolders).toEqual(serverFolders());
    expect(browserFolders.length).toBeGreaterThan(20);
  });

  it('names only text keys that exist in zh, zhtw and en', () => {
    const missing: string[] = [];
    for (const spec of widgetCatalog()) {
      const keys = [spec.label, `designer.group.${spec.group}`, ...spec.properties.flatMap((property) => [property.label, ...(property.choices ?? []).map((choice) => choice.label).filter((label) => /^[a-z]+\./.test(label))])];
      for (const key of keys) for (const language of languages) if (!shellTexts[key]?.[language]) missing.push(`${spec.key}: ${key} (${language})`);
    }
    expect(missing).toEqual([]);
  });

  it('is all in the gallery form: every widget but those that say they stay out (the hidden value, the numbering rule\'s own example, the data scheme\'s condition)', () => {
    const inGallery = new Set<string>();
    eachNode(galleryForm(widgetCatalog()), (node) => inGallery.add(node.widget), (node) => node.children);
    const missing = widgetCatalog().filter((spec) => spec.gallery !== false).map((spec) => spec.key).filter((key) => !inGallery.has(key));
    expect(missing).toEqual([]);
    expect(widgetCatalog().filter((spec) => spec.gallery === false).map((spec) => spec.key).sort()).toEqual(['billRuleExample', 'hidden', 'schemeEditor']);
  });

  it('is listed in docs/widgets.md exactly as the catalog has it (npm run docs:widgets)', () => {
    const document = fs.readFileSync(widgetsDoc, 'utf8');
    expect(document).toBe(withTable(document, widgetTable(widgetCatalog(), shellTexts)));
  });
});

describe('the compiler checks properties against the catalog', () => {
  const compile = (props: Record<string, unknown>, widget = 'numInput') => () => compileForm([{ id: 'n1', widget, field: 'amount', props }]);

  it('refuses a precision given as text, naming the node', () => {
    expect(compile({ precision: '0' })).toThrow(FormCompileError);
    expect(compile({ precision: '0' })).toThrow(/form\[0\] \(n1\): the property precision must be an integer, not "0"/);
  });

  it('refuses a property the widget does not have', () => {
    expect(compile({ colour: 'red' })).toThrow(/numInput has no property colour/);
  });

  it('refuses malformed options with the place of the mistake instead of a TypeError', () => {
    expect(compile({ options: { kind: 'static', options: [{ value: 1 }] } }, 'select')).toThrow(/the property options is not an option source/);
    expect(compile({ options: 'a,b' }, 'select')).toThrow(/the property options must be an object/);
  });

  it('refuses a choice outside the declared ones and a number out of bounds', () => {
    expect(compile({ format: 'DD/MM' }, 'date')).toThrow(/the property format must be one of/);
    expect(compile({ rows: 0 }, 'textarea')).toThrow(/the property rows must be between 1 and 40/);
  });

  it('accepts every property a widget declares, at its default', () => {
    for (const spec of widgetCatalog().filter((candidate) => candidate.kind === 'field')) {
      const props = Object.fromEntries(spec.properties.filter((p) => p.default !== undefined).map((p) => [p.name, p.default]));
      expect(() => compileForm([{ id: 'x', widget: spec.key, field: 'x', props }]), spec.key).not.toThrow();
    }
  });
});
