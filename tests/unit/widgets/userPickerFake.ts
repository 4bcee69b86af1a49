// A small directory answered as the server answers the user pickers' reads:
// Kiln 示例集团 › 研发部 (刘洋, 陈杰, 李娜) and 市场部 (45 people named 翻页NN,
// enough for three pages of a search), a position, a role and two groups.
import type { DirectoryNode, DirectoryNodeType } from '@core/api/directory';
import { parseTypedId } from '@core/api/directory';

const node = (id: string, fullName: string, type: DirectoryNodeType, parentId: string, extra: Partial<DirectoryNode> = {}): DirectoryNode => ({
  id,
  fullName,
  type,
  parentId,
  icon: '',
  isLeaf: type !== 'company' && type !== 'department',
  hasChildren: type === 'company' || type === 'department',
  ...extra,
});

const user = (id: string, name: string, account: string, department: 'd1' | 'd2') =>
  node(id, `${name}/${account}`, 'user', department, { account, headIcon: '', organize: department === 'd1' ? 'Kiln 示例集团/研发部' : 'Kiln 示例集团/市场部' });

export const company = node('c1', 'Kiln 示例集团', 'company', '-1', { organize: 'Kiln 示例集团' });
export const rd = node('d1', '研发部', 'department', 'c1', { organize: 'Kiln 示例集团/研发部' });
export const market = node('d2', '市场部', 'department', 'c1', { organize: 'Kiln 示例集团/市场部' });
export const liuyang = user('u1', '刘洋', 'liuyang', 'd1');
export const chenjie = user('u2', '陈杰', 'chenjie', 'd1');
export const lina = user('u3', '李娜', 'lina', 'd1');
export const pagers = Array.from({ length: 45 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return user(`p${n}`, `翻页${n}`, `pager${n}`, 'd2');
});
export const frontend = node('pos1', '前端工程师', 'position', 'd1', { organize: 'Kiln 示例集团/研发部' });
export const developer = node('r1', '开发人员', 'role', '');
export const duty = node('g1', '值班组', 'group', '');
export const review = node('g2', '产品评审组', 'group', '');

const users = [liuyang, chenjie, lina, ...pagers];
const everything = [company, rd, market, ...users, frontend, developer, duty, review];

interface Paging {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const paged = (list: DirectoryNode[], { keyword = '', currentPage = 1, pageSize = 20 }: Paging) => {
  const found = list.filter((item) => item.fullName.includes(keyword));
  return { list: found.slice((currentPage - 1) * pageSize, currentPage * pageSize), pagination: { currentPage, pageSize, total: found.length } };
};

const childrenOf: Record<string, DirectoryNode[]> = { '0': [company], c1: [rd, market], d1: [liuyang, chenjie, lina], d2: pagers };

/** Answers a user picker call like the server does, or undefined for another call. */
export function answerUserPickers(url: string, payload: unknown): unknown {
  const body = (payload ?? {}) as Paging & { ids?: string[]; pagination?: Paging; organizeId?: string; parentId?: string };
  const tree = /^\/api\/permission\/Users\/ImUser\/Selector\/(.+)$/.exec(url);
  if (tree) return body.keyword ? paged(users, body) : { list: childrenOf[decodeURIComponent(tree[1])] ?? [] };
  if (url === '/api/permission/Users/getOrganization') return paged([liuyang, chenjie, lina], body).list;
  if (url === '/api/permission/Users/getSubordinates') return paged([chenjie], body).list;
  if (url === '/api/permission/Users/getSelectedList') {
    const named = (value: string) => {
      if (value === 'currentUser') return node('currentUser', '当前用户', 'user', '');
      const typed = parseTypedId(value);
      const found = everything.find((item) => item.id === typed?.id);
      return found && (typed?.type === found.type || (typed?.type === 'department' && found.type === 'company')) ? found : undefined;
    };
    return { list: (body.ids ?? []).map(named).filter(Boolean) };
  }
  if (url === '/api/permission/Users/getSelectedUserList') {
    const able = (body.ids ?? []).flatMap((value) => {
      const typed = parseTypedId(value);
      if (typed?.type === 'department') return users.filter((item) => item.parentId === typed.id);
      return users.filter((item) => item.id === typed?.id);
    });
    return paged(able, body.pagination ?? body);
  }
  // Organisation roles under their organisations, the global roles under the node with id 1.
  if (url === '/api/permission/Role/Selector') return { list: [{ ...company, children: [developer] }, { id: '1', fullName: '全局', type: 'global', parentId: '0', icon: '', isLeaf: false, hasChildren: true, children: [{ ...developer }] }] };
  if (url === '/api/permission/Position/Selector') return { list: body.keyword ? [frontend].filter((item) => item.fullName.includes(body.keyword!)) : ({ c1: [rd, market], d1: [frontend] } as Record<string, DirectoryNode[]>)[body.parentId ?? ''] ?? [company] };
  // The group tree is the answer's data itself, groups under their types.
  if (url === '/api/permission/Group/Selector') return [{ id: 't1', fullName: '日常', type: 'groupType', parentId: '0', icon: '', isLeaf: false, hasChildren: true, children: [duty, review] }];
  return undefined;
}
