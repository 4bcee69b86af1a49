// The header's menu search (spec 01 §5.4): fuse.js with threshold 0.4, title
// weight 0.7 and path weight 0.3, over the entries the user may open.
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@core/api/oauth';
import { createMenuSearch } from '@app/layouts/classic/menuSearch';

const entry = (id: string, fullName: string, urlAddress: string): MenuEntry => ({
  id,
  parentId: '-1',
  enCode: id,
  fullName,
  type: 2,
  icon: '',
  urlAddress,
  linkTarget: '',
  propertyJson: '{}',
  sortCode: 0,
  hasChildren: false,
  children: [],
});

const entries = [
  entry('users', '用户管理', 'permission/user'),
  entry('roles', '角色管理', 'permission/role'),
  entry('dict', '数据字典', 'system/dictionary'),
  entry('logs', '系统日志', 'system/log'),
  entry('userReport', 'Sales report', 'report/users'),
];
const search = createMenuSearch(entries, (candidate) => candidate.fullName);

describe('the menu search', () => {
  it('finds entries by title, best match first', () => {
    expect(search('用户').map((hit) => hit.entry.id)[0]).toBe('users');
    expect(search('数据字典').map((hit) => hit.entry.id)).toEqual(['dict']);
  });

  it('finds entries by path too, the title weighing more than the path', () => {
    expect(search('dictionary').map((hit) => hit.entry.id)).toEqual(['dict']);
    // "users" is userReport's path but the users entry's title is Chinese: the path match still finds it.
    expect(search('users').map((hit) => hit.entry.id)).toContain('userReport');
    const report = search('report').map((hit) => hit.entry.id);
    expect(report[0]).toBe('userReport');
  });

  it('tolerates a typo within the threshold and rejects what is too far', () => {
    expect(search('dictonary').map((hit) => hit.entry.id)).toEqual(['dict']);
    expect(search('zzzzqqq')).toEqual([]);
  });

  it("searches only the entries it was given (the user's permitted ones) and nothing for a blank query", () => {
    const permitted = createMenuSearch(entries.slice(0, 2), (candidate) => candidate.fullName);
    expect(permitted('字典')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });
});
