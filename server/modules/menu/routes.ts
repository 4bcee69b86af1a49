// /api/system/System and /api/system/Menu: applications and their menu trees,
// as JNPF's system/menu screen calls them. Reads need the 系统菜单 entry's
// grant (management reads), changes its buttons.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { MenuInput, SystemInput } from '@core/api/menu';
import { topMenuId } from '@core/api/menu';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { stringEnum, stringParams, typedRoutes } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { MenuService } from './entries';
import { SystemService } from './systems';
import { itemRoutes } from './itemRoutes';
import { dataRoutes } from './dataRoutes';
import { seededNamesInTree } from '@core/i18n/seededNames';

/** The menu entry (enCode) of 系统菜单; module.ts declares it. */
export const menuModule = 'system.menu';
const tags = ['menu'];
const read = { access: access.module(menuModule) };
/** A search select left empty sends ''. */
const optionalFlag = Type.Optional(stringEnum(['', '0', '1']));
const keyword = Type.Optional(Type.String({ maxLength: 100 }));
/** JNPF's menu screens send it; the tree does not depend on it. */
const category = Type.Optional(Type.String({ maxLength: 10 }));

const systemListQuery = Type.Object({ keyword, enabledMark: optionalFlag });
const menuType = stringEnum(['', '1', '2', '3', '4', '5', '6', '7', '8']);
const menuTreeQuery = Type.Object({ keyword, type: Type.Optional(menuType), enabledMark: optionalFlag, category });
const selectorQuery = Type.Object({ top: Type.Optional(stringEnum(['0', '1'])), category });

/** A search flag: '' (left empty) or absent searches both states. */
function stateOf(flag: '' | '0' | '1' | undefined): 0 | 1 | undefined {
  if (flag === '1') return 1;
  return flag === '0' ? 0 : undefined;
}

export async function menuRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const systems = new SystemService(kiln.db, kiln.grants);
  const menus = new MenuService(kiln.db, kiln.grants);

  app.get(
    '/api/system/System',
    {
      config: read,
      schema: {
        tags,
        summary: 'The applications, unpaged, searched by keyword (name or code) and state; isMain marks the main one',
        querystring: systemListQuery,
      },
    },
    async (request) => ok(request, { list: await systems.list(request.query) }),
  );

  crudRoutes<SystemInput>(app, kiln, {
    path: '/api/system/System',
    tag: 'menu',
    module: menuModule,
    noun: 'application (the main one is never deleted or disabled; one with menus is not deleted)',
    form: kiln.pages.compiledForm('system.menu.systemForm'),
    detail: { path: '/:id', get: (id) => systems.get(id) },
    create: (input) => systems.create(input),
    update: (id, input) => systems.update(id, input),
    remove: (id) => systems.remove(id),
  });

  app.get(
    '/api/system/Menu/ModuleBySystem/:systemId',
    {
      config: read,
      schema: {
        tags,
        summary: 'An application\'s menu tree; a search (keyword, type 1–8, enabledMark) keeps the matches with the directories above them',
        params: stringParams('systemId'),
        querystring: menuTreeQuery,
      },
    },
    async (request) => {
      const { keyword, type, enabledMark } = request.query;
      const query = { keyword, type: type ? Number(type) : undefined, enabledMark: stateOf(enabledMark) };
      return ok(request, { list: seededNamesInTree(await menus.tree(request.params.systemId, query), request.language) });
    },
  );

  app.get(
    '/api/system/Menu/Selector/:id/:systemId',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Parent choices for entry {id} (0 for a new one): the application\'s directories but the entry and those below it; ' +
          'top=1 puts them under the top node (-1)',
        params: stringParams('id', 'systemId'),
        querystring: selectorQuery,
      },
    },
    async (request) => {
      const choices = await menus.selector(request.params.id, request.params.systemId);
      if (request.query.top !== '1') return ok(request, { list: choices });
      const fullName = say({ key: 'menu.topNode' }, request.language);
      const top = { id: topMenuId, parentId: '', fullName, enCode: '', icon: '', hasChildren: choices.length > 0, children: choices };
      return ok(request, { list: [top] });
    },
  );

  crudRoutes<MenuInput>(app, kiln, {
    path: '/api/system/Menu',
    tag: 'menu',
    module: menuModule,
    noun: 'menu entry (built-in entries keep parent, code, type and address; one with sub-entries is not deleted)',
    form: kiln.pages.compiledForm('system.menu.form'),
    detail: { path: '/:id', get: (id) => menus.get(id) },
    create: (input) => menus.create(input),
    update: (id, input) => menus.update(id, input),
    remove: (id) => menus.remove(id),
  });

  app.get(
    '/api/system/Menu/:id/Actions/Export',
    {
      config: read,
      schema: {
        tags,
        summary: 'Export a menu entry with its buttons, columns, form fields, data fields and schemes: data.url is a one-use link to a .json file',
        params: stringParams('id'),
      },
    },
    async (request) => {
      const entry = await menus.exportOf(request.params.id);
      const file = { name: `${String(entry.enCode)}.json`, contentType: 'application/json', content: JSON.stringify(entry, null, 2) };
      return ok(request, await kiln.downloads.offer(file, sessionOf(request)), { key: 'ok.exported' });
    },
  );

  await itemRoutes(server, kiln);
  await dataRoutes(server, kiln);
}
