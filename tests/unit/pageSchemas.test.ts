// Every page schema under schemas/ satisfies the meta-schema, the server refuses
// an invalid one by name and path, and form rules match the shared rule table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageSchemas } from '@server/schemas';
import { reusableRules } from '@core/rules';

describe('page schemas', () => {
  it('all satisfy the meta-schema', () => {
    const pages = loadPageSchemas();
    expect(pages.all().length).toBeGreaterThan(1);
  });

  it('name the file and the path when one is invalid', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-schemas-'));
    fs.mkdirSync(path.join(dir, 'area'));
    const bad = { id: 'bad.list', type: 'list', title: 't', api: { list: { method: 'GET', url: '/api/x' } }, rowKey: 'id', paging: false, columns: [{ prop: 'a' }] };
    fs.writeFileSync(path.join(dir, 'area', 'bad.json'), JSON.stringify(bad));
    try {
      expect(() => loadPageSchemas(dir)).toThrow(/bad\.json is invalid at \/columns\/0: must have required property 'label'/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the file and the node of a form that does not compile', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-schemas-'));
    const form = { id: 'bad.form', type: 'form', title: 't', container: 'dialog', width: 600, titles: { create: 'a', edit: 'b' }, api: {}, form: [{ id: 'x', widget: 'nothing', field: 'x' }] };
    fs.writeFileSync(path.join(dir, 'bad-form.json'), JSON.stringify(form));
    try {
      expect(() => loadPageSchemas(dir)).toThrow(/bad-form\.json does not compile: form\[0\]: no widget nothing in the catalog/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses two schemas with one id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-schemas-'));
    const page = { id: 'same', type: 'list', title: 't', api: { list: { method: 'GET', url: '/api/x' } }, rowKey: 'id', paging: false, columns: [{ prop: 'a', label: 'b' }] };
    fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify(page));
    fs.writeFileSync(path.join(dir, 'b.json'), JSON.stringify(page));
    try {
      expect(() => loadPageSchemas(dir)).toThrow(/repeats the id same/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('use the shared name and code rules in the category form', () => {
    const form = loadPageSchemas().compiledForm('system.dictionary.typeForm');
    const properties = form.schema.properties as Record<string, { pattern: string }>;
    const nameRule = reusableRules.name;
    const codeRule = reusableRules.code;
    expect(properties.fullName.pattern).toBe(`^$|${nameRule.pattern}`);
    for (const sample of ['研发部', 'Sales (North)', 'name$', 'a<b>']) {
      expect(new RegExp(properties.fullName.pattern, 'u').test(sample)).toBe(nameRule.test(sample));
    }
    for (const sample of ['abc', 'sys.menu.1', '.abc', 'abc.', 'ab-c']) {
      expect(new RegExp(properties.enCode.pattern, 'u').test(sample)).toBe(codeRule.test(sample));
    }
  });
});
