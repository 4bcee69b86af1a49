// A released model's browser check: the server's script for the form, loaded as
// the browser loads it and handed this bundle's ajv helpers, refuses what the
// server refuses. Vite 8's build hands `import * as` of a CommonJS helper with
// its exports object under `default`; the script's `require(...).default` must
// still be the helper itself (a title over its maxLength is measured with one).
import { describe, expect, it } from 'vitest';
import { compileForm, type FormNode } from '@core/form';
import { fieldIssues } from '@core/validation';
import { validatorScript } from '@server/modules/visualdev/runtime/validatorScript';
import { commonJsExports, modelValidator } from '@renderers/model/validatorRuntime';

const form: FormNode[] = [
  { id: 'nTitle', widget: 'comInput', field: 'title', label: '报销事由', rules: { required: true, maxLength: 4 } },
  { id: 'nMail', widget: 'comInput', field: 'mail', label: '邮箱', rules: { use: ['email'] } },
  { id: 'nRemark', widget: 'textarea', field: 'remark', label: '备注' },
];

async function loadedCheck(nodes: FormNode[], hidden: string[] = []) {
  // The script as a module address of its own, as the browser imports it from the server.
  const address = `data:text/javascript;base64,${Buffer.from(validatorScript(compileForm(nodes))).toString('base64')}`;
  return modelValidator(address, new Set(hidden));
}

describe("a released model's browser check", () => {
  it("hands the script a CommonJS helper's exports in either shape `import * as` gives them", () => {
    const length = (text: string) => text.length;
    const exported = { __esModule: true, default: length };
    // Node's and Vite 8's build: the exports object under `default`.
    expect(commonJsExports({ default: exported })).toBe(exported);
    // Bundlers that honour __esModule: the exports spread into the namespace.
    const spread = { default: length, __esModule: true };
    expect(commonJsExports(spread)).toBe(spread);
    const formats = { fullFormats: {}, fastFormats: {} };
    expect(commonJsExports({ ...formats, default: { __esModule: true, ...formats } })).toEqual({ __esModule: true, ...formats });
  });

  it("runs ajv's helpers: lengths counted, patterns checked, required fields missed", async () => {
    const check = await loadedCheck(form);
    expect(check({ title: '打印纸' })).toEqual([]);
    const fields = (values: Record<string, unknown>) => fieldIssues(check(values)).map((issue) => issue.field);
    expect(fields({ title: '一二三四五' })).toEqual(['title']);
    expect(fields({ title: '打印纸', mail: 'not a mail' })).toEqual(['mail']);
    expect(fields({ remark: 'x' })).toEqual(['title']);
  });

  it('leaves out what it says of the fields the user is not shown', async () => {
    const check = await loadedCheck(form, ['title']);
    expect(check({ remark: 'x' })).toEqual([]);
  });
});
