// A widget registered from outside the platform (here, this test file) is known
// to the running server: a form holding it is compiled at the server's start,
// and bodies sent over HTTP are accepted or refused by its value schema and its
// own check — not by a validator inside the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileForm } from '@core/form';
import { defineWidget } from '@core/widgets';
import { modules } from '@server/modules/index';
import { defineModule } from '@server/modules/defineModule';
import { crudRoutes } from '@server/modules/crudRoutes';
import { devToolsMenuId } from '@server/modules/menus';
import { ApiError } from '@server/http/errors';
import { startAsAdmin, type TestClient, type TestServer } from './harness';

// The widget, declared as a widget folder's spec.ts declares one.
const stars = defineWidget({
  key: 'testStars',
  kind: 'field',
  group: 'advanced',
  label: 'widget.testStars',
  properties: [{ name: 'count', label: 'designer.count', editor: 'number', type: 'integer', default: 5, min: 1, max: 10 }],
  valueSchema: (props) => ({ type: 'integer', minimum: 0, maximum: Number(props.count) }),
  columnType: () => ({ kind: 'integer' }),
  format: (value) => '★'.repeat(Number(value ?? 0)),
  // Odd ratings are refused by the widget itself, beyond what its schema says.
  valueCheck: (value) => (typeof value === 'number' && value % 2 === 1 ? { key: 'testStars.odd' } : undefined),
});

const saved = new Map<string, Record<string, unknown>>();

const ratings = defineModule({
  name: 'rating',
  tag: { name: 'rating', description: 'A module of the test, holding the test widget' },
  texts: { 'testStars.odd': { zh: '评分须为偶数', zhtw: '評分須為偶數', en: 'The rating must be even' }, 'rating.notFound': { zh: '评分不存在', zhtw: '評分不存在', en: 'No such rating' } },
  menus: [{ id: 'menu-rating', parentId: devToolsMenuId, enCode: 'devTools.rating', fullName: '评分', type: 2, icon: 'ToolOutlined', urlAddress: 'devTools/rating', sortCode: 90, buttons: [{ code: 'add', name: '新建' }, { code: 'edit', name: '编辑' }, { code: 'remove', name: '删除' }] }],
  routes: (app, kiln) => {
    crudRoutes<Record<string, unknown>>(app, kiln, {
      path: '/api/test/Rating',
      tag: 'rating',
      module: 'devTools.rating',
      noun: 'rating',
      form: compileForm([{ id: 'score', widget: stars.key, field: 'score', label: 'score', props: { count: 8 }, rules: { required: true } }]),
      detail: {
        path: '/:id',
        get: async (id) => {
          const found = saved.get(id);
          if (!found) throw new ApiError(404, { key: 'rating.notFound' });
          return found;
        },
      },
      create: async (input) => {
        const id = String(saved.size + 1);
        saved.set(id, input);
        return id;
      },
      update: async (id, input) => void saved.set(id, input),
      remove: async (id) => void saved.delete(id),
    });
  },
});

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin({}, { modules: [...modules, ratings] }));
});
afterAll(async () => {
  await server.close();
});

describe('a widget registered from outside the platform', () => {
  it('is accepted by the running server within its schema and its own check', async () => {
    const created = await admin.call<{ id: string }>('POST', '/api/test/Rating', { score: 6 });
    expect(created.code).toBe(200);
    expect((await admin.call<{ score: number }>('GET', `/api/test/Rating/${created.data.id}`)).data.score).toBe(6);
  });

  it('is refused over its maximum with the rule words, and by its own check with its words', async () => {
    const over = await admin.call<{ errors: { field: string; message: string }[] }>('POST', '/api/test/Rating', { score: 10 });
    expect(over.code).toBe(400);
    expect(over.data.errors).toEqual([{ field: 'score', message: '不能大于8' }]);
    const odd = await admin.call<{ errors: { field: string; message: string }[] }>('POST', '/api/test/Rating', { score: 3 });
    expect(odd.code).toBe(400);
    expect(odd.msg).toBe('评分须为偶数');
  });
});
