// The bundled page schemas: the index names every file under schemas/ by its id
// and address, and a page arrives with every schema it names, so the forms its
// actions open are at hand without a further wait.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import bundledPages from 'virtual:kiln-page-index';
import { galleryFormId } from '@core/widgets/galleryIds';
import { formSchema, loadPageSchema, pageIdAt, pageSchema } from '@renderers/page/schemaRegistry';

const schemasDir = path.resolve(__dirname, '../../schemas');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.json') ? [path.join(dir, entry.name)] : []));

describe('the page schema index', () => {
  it('names every schema file by its id, with its view address', () => {
    const onDisk = files(schemasDir).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; address?: string });
    expect(Object.keys(bundledPages).sort()).toEqual(onDisk.map((schema) => schema.id).sort());
    for (const schema of onDisk) expect(bundledPages[schema.id]?.address).toBe(schema.address);
  });

  it('finds a page by the address a menu entry opens', () => {
    expect(pageIdAt('permission/user')).toBe('permission.user.page');
    expect(pageIdAt('no/such/page')).toBeUndefined();
  });
});

describe('loading a page schema', () => {
  it('brings the forms the page names, and nothing it does not', async () => {
    expect(() => formSchema('permission.user.form')).toThrow(/not loaded/);
    const page = await loadPageSchema('permission.user.page');
    expect(page.id).toBe('permission.user.page');
    expect(pageSchema('permission.user.page')).toBe(page);
    for (const id of ['permission.user.form', 'permission.user.resetPasswordForm', 'permission.user.handoverForm']) expect(formSchema(id).type).toBe('form');
    expect(() => pageSchema('system.area.form')).toThrow(/not loaded/);
  });

  it('answers the same schema to every caller, and refuses an unknown id', async () => {
    const [first, second] = await Promise.all([loadPageSchema('system.area.page'), loadPageSchema('system.area.page')]);
    expect(first).toBe(second);
    expect(formSchema('system.area.form').type).toBe('form');
    await expect(loadPageSchema('no.such.page')).rejects.toThrow('No page schema with id no.such.page');
    expect(() => pageSchema('no.such.page')).toThrow('No page schema with id no.such.page');
  });

  it('makes the widget gallery form from the catalog', async () => {
    const gallery = await loadPageSchema(galleryFormId);
    expect(gallery.type).toBe('form');
    expect(formSchema(galleryFormId)).toBe(gallery);
  });
});
