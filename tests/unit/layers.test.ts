// The layer arrows are enforced by lint: an import that points up, or across
// from the browser to the server, is an error that fails `npm test`.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve('.') });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result.messages.filter((m) => m.ruleId === 'kiln/layers').map((m) => m.message);
}

describe('the kiln/layers lint rule', () => {
  it.each([
    ['core/api/x.ts', "import { ListView } from '@renderers/list/ListView';\nexport const v = ListView;\n"],
    ['core/api/x.ts', "import { v } from '../../widgets/registry';\nexport const w = v;\n"],
    ['core/api/x.ts', "import React from 'react';\nexport const r = React;\n"],
    ['core/api/x.ts', "import fs from 'node:fs';\nexport const f = fs;\n"],
    ['widgets/basic/x.tsx', "import { FormPage } from '@renderers/form/FormPage';\nexport const f = FormPage;\n"],
    ['renderers/list/x.tsx', "import { useStores } from '../../src/stores';\nexport const s = useStores;\n"],
    ['src/pages/x.tsx', "import { buildApp } from '@server/app';\nexport const b = buildApp;\n"],
    ['server/modules/x.ts', "import { ListView } from '@renderers/list/ListView';\nexport const v = ListView;\n"],
    ['server/modules/x.ts', "import { Button } from 'antd';\nexport const b = Button;\n"],
    ['server/modules/x.ts', "import { ComInput } from '@widgets/comInput/index';\nexport const c = ComInput;\n"],
    ['server/modules/x.ts', "import { useApi } from '../../widgets/runtime/ApiContext';\nexport const a = useApi;\n"],
    ['widgets/comInput/spec.ts', "import { Input } from 'antd';\nexport const i = Input;\n"],
    ['widgets/comInput/spec.ts', "import { textOf } from '../runtime/values';\nexport const t = textOf;\n"],
    ['tests/api/x.test.ts', "import { ListView } from '@renderers/list/ListView';\nexport const v = ListView;\n"],
    ['tests/api/x.test.ts', "import { ComInput } from '@widgets/comInput/index';\nexport const c = ComInput;\n"],
    ['tests/e2e/x.test.ts', "import { App } from '@app/App';\nexport const a = App;\n"],
    ['scripts/x.ts', "import { FormPage } from '@renderers/form/FormPage';\nexport const f = FormPage;\n"],
    ['scripts/x.ts', "import { Button } from 'antd';\nexport const b = Button;\n"],
  ])('refuses %s importing against the arrows', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/pages/x.tsx', "import { ListView } from '@renderers/list/ListView';\nexport const v = ListView;\n"],
    ['renderers/list/x.tsx', "import { useApi } from '@widgets/runtime/ApiContext';\nexport const a = useApi;\n"],
    ['widgets/basic/x.tsx', "import { buildTree } from '@core/tree';\nexport const b = buildTree;\n"],
    ['server/modules/x.ts', "import { buildTree } from '../../core/tree';\nexport const b = buildTree;\n"],
    ['server/modules/x.ts', "import schema from '@schemas/system/area/area-form.json';\nexport const s = schema;\n"],
    ['server/modules/x.ts', "import { comInput } from '@widgets/comInput/spec';\nexport const c = comInput;\n"],
    ['server/x.ts', "import { texts } from '../widgets/comInput/texts';\nexport const t = texts;\n"],
    ['widgets/select/spec.ts', "import { optionSource } from '@core/widgets/properties';\nexport const o = optionSource;\n"],
    ['tests/api/x.test.ts', "import { buildApp } from '@server/app';\nexport const b = buildApp;\n"],
    ['tests/e2e/x.test.ts', "import { startServer } from '../api/harness';\nexport const s = startServer;\n"],
    ['scripts/x.ts', "import '../widgets/catalog.ts';\nexport const n = 1;\n"],
    ['bench/x.ts', "import { FormPage } from '@renderers/form/FormPage';\nexport const f = FormPage;\n"],
  ])('lets %s import along the arrows', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
