// A small directory answering the organisation and position pickers' reads as
// the server does (tests/api/orgPickers.test.ts checks the server itself): a
// level at a time, keyword searches, custom conditions, names by id.
//   集团 (c1) › 研发部 (d1) › 前端组 (d11);  集团 › 财务部 (d2);  集团 › 子公司 (c2)
//   positions: 前端工程师 (p1, 研发部), 会计 (p2, 财务部), 前端组长 (p3, 前端组)
import type { OrgPickerNode } from '@core/api/orgPickers';
import { fakeServer } from './choosingHarness';

interface Org {
  id: string;
  name: string;
  type: 'company' | 'department';
  path: string[];
}

export const orgs: Org[] = [
  { id: 'c1', name: '集团', type: 'company', path: ['c1'] },
  { id: 'd1', name: '研发部', type: 'department', path: ['c1', 'd1'] },
  { id: 'd11', name: '前端组', type: 'department', path: ['c1', 'd1', 'd11'] },
  { id: 'd2', name: '财务部', type: 'department', path: ['c1', 'd2'] },
  { id: 'c2', name: '子公司', type: 'company', path: ['c1', 'c2'] },
];
export const positions = [
  { id: 'p1', name: '前端工程师', organizeId: 'd1' },
  { id: 'p2', name: '会计', organizeId: 'd2' },
  { id: 'p3', name: '前端组长', organizeId: 'd11' },
];

const byId = new Map(orgs.map((org) => [org.id, org]));
const pathNames = (path: readonly string[]) => path.map((id) => byId.get(id)!.name).join('/');
const parentOf = (org: Org) => (org.path.length > 1 ? org.path[org.path.length - 2] : '-1');
const isTop = (id: string) => id === '0' || id === '-1';
const below = (org: Org, id: string) => org.path.includes(id);

function orgNode(org: Org, options: { companiesOnly?: boolean; withPositions?: boolean; asPath?: boolean } = {}): OrgPickerNode {
  const hasChildren =
    orgs.some((child) => parentOf(child) === org.id && (!options.companiesOnly || child.type === 'company')) ||
    (options.withPositions === true && positions.some((p) => p.organizeId === org.id));
  return {
    id: org.id,
    fullName: options.asPath ? pathNames(org.path) : org.name,
    ...(options.asPath ? { lastFullName: org.name } : {}),
    type: org.type,
    parentId: parentOf(org),
    icon: '',
    isLeaf: !hasChildren,
    hasChildren,
    organize: pathNames(org.path),
    organizeIds: org.path,
  };
}

function positionNode(position: (typeof positions)[number]): OrgPickerNode {
  const org = byId.get(position.organizeId)!;
  return {
    id: position.id,
    fullName: position.name,
    type: 'position',
    parentId: org.id,
    organizeId: org.id,
    icon: '',
    isLeaf: true,
    hasChildren: false,
    organize: pathNames(org.path),
    organizeIds: org.path,
  };
}

/** The organisations the ByAuth reads allow: the signed-in member's 研发部 and below. */
export const memberTree = 'd1';

function level(parent: string, keyword: string | undefined, options: { companiesOnly?: boolean; within?: string } = {}): OrgPickerNode[] {
  let found = orgs.filter((org) => !options.companiesOnly || org.type === 'company');
  if (options.within) found = found.filter((org) => below(org, options.within!));
  if (keyword) return found.filter((org) => org.name.includes(keyword) && (isTop(parent) || below(org, parent))).map((org) => orgNode(org, options));
  if (isTop(parent)) return found.filter((org) => (options.within ? org.id === options.within : parentOf(org) === '-1')).map((org) => orgNode(org, options));
  return found.filter((org) => parentOf(org) === parent).map((org) => orgNode(org, options));
}

/** Answers the pickers' reads; other calls go to the choosing harness's fake. */
export function orgPickerServer() {
  return fakeServer((url, payload) => {
    const query = (payload ?? {}) as { keyword?: string; parentId?: string; departIds?: string[]; ids?: string[] };
    const lazy = /^\/api\/permission\/Organize\/(Department\/Selector|Department\/SelectorByAuth|SelectorByAuth)\/([^/]+)$/.exec(url);
    if (lazy) {
      const [, read, id] = lazy;
      const options =
        read === 'SelectorByAuth' ? { companiesOnly: true, within: memberTree } : read === 'Department/SelectorByAuth' ? { within: memberTree } : {};
      return { list: level(decodeURIComponent(id), query.keyword, options) };
    }
    if (url === '/api/permission/Organize/OrganizeCondition') {
      const allowed = orgs.filter((org) => query.departIds!.includes(org.id));
      if (query.keyword)
        return {
          list: orgs
            .filter((org) => org.name.includes(query.keyword!) && allowed.some((top) => below(org, top.id)))
            .map((org) => orgNode(org, { asPath: true })),
        };
      return { list: allowed.map((org) => orgNode(org, { asPath: true })) };
    }
    if (url === '/api/permission/Organize/ListByIds') return { list: orgs.filter((org) => query.ids!.includes(org.id)).map((org) => orgNode(org)) };
    if (url === '/api/permission/Position/Selector') {
      if (query.keyword) return { list: positions.filter((p) => p.name.includes(query.keyword!)).map(positionNode) };
      const parent = query.parentId ?? '0';
      const subs = orgs
        .filter((org) => (isTop(parent) ? parentOf(org) === '-1' : parentOf(org) === parent))
        .map((org) => orgNode(org, { withPositions: true }));
      return { list: [...(isTop(parent) ? [] : positions.filter((p) => p.organizeId === parent).map(positionNode)), ...subs] };
    }
    if (url === '/api/permission/Position/PositionCondition') {
      const chosen = positions.filter((p) => query.ids!.includes(p.id) && (!query.keyword || p.name.includes(query.keyword)));
      const holders = [...new Set(chosen.map((p) => p.organizeId))].map((id) => byId.get(id)!);
      return {
        list: holders.map((org) => ({
          ...orgNode(org, { asPath: true }),
          isLeaf: false,
          hasChildren: true,
          children: chosen.filter((p) => p.organizeId === org.id).map(positionNode),
        })),
      };
    }
    if (url === '/api/permission/Position/getListByOrgIds') {
      const asked = (query as { organizeIds: string[] }).organizeIds.map((id) => byId.get(id)).filter((org) => org !== undefined);
      return {
        list: asked.map((org) => ({
          ...orgNode(org, { asPath: true }),
          isLeaf: false,
          hasChildren: true,
          children: positions.filter((p) => p.organizeId === org.id).map(positionNode),
        })),
      };
    }
    if (url === '/api/permission/Position/ListByIds') return { list: positions.filter((p) => query.ids!.includes(p.id)).map(positionNode) };
    return undefined;
  });
}
