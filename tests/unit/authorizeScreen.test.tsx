// The grant screen: the object lists asked of the server, the step popup asking
// each step's tree scoped by what was checked before, saving every kind at once
// with the half-checked parents, and nothing to change without btn_edit. The
// transport answers like the server does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Transport } from '@core/api/envelope';
import type { GrantNode, GrantSave } from '@core/api/authorize';
import { i18n } from '@app/i18n';
import type { Permissions } from '@widgets/runtime/permissions';
import AuthorizeScreen from '@renderers/authorize/AuthorizeScreen';
import { initialLeaves, withAncestors } from '@renderers/authorize/grantTree';
import { drawWithApi } from './apiHarness';

const node = (id: string, fullName: string, kind: GrantNode['kind'], children: GrantNode[] = []): GrantNode => ({
  id,
  parentId: '',
  fullName,
  icon: '',
  kind,
  hasChildren: children.length > 0,
  children,
});

/** The application, the 系统数据 directory and two of its entries; 行政区划 has two buttons. */
function treeOf(type: string, scope: string[]): GrantNode[] {
  if (type === 'system') return [node('sys', 'Kiln', 'system')];
  if (type === 'module') return scope.includes('sys') ? [node('sys', 'Kiln', 'system', [node('dir', '系统数据', 'module', [node('area', '行政区划', 'module'), node('dict', '数据字典', 'module')])])] : [];
  if (type === 'button' && scope.includes('area'))
    return [node('sys', 'Kiln', 'system', [node('dir', '系统数据', 'module', [node('area', '行政区划', 'module', [node('area-add', '新建', 'button'), node('area-edit', '编辑', 'button')])])])];
  return [];
}
/** What the role holds already: the dictionary entry (with its directory). */
const held: Record<string, string[]> = { system: [], module: ['dir', 'dict'], button: [] };

let calls: { method: string; url: string; payload: Record<string, unknown> }[] = [];

const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
  const body = (payload ?? {}) as Record<string, unknown>;
  calls.push({ method, url, payload: body });
  const answer = (data: unknown, msg = '') => ({ code: 200, msg, data }) as Envelope<T>;
  if (url === '/api/permission/Role') {
    const list = [{ id: 'role-staff', fullName: '普通员工', enCode: 'staff', type: '全局', enabledMark: 1 }];
    return answer({ list, pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  }
  if (url.endsWith('/Values')) {
    const type = String(body.type);
    const list = treeOf(type, String(body.moduleIds ?? '').split(',').filter(Boolean));
    return answer({ list, all: [], ids: held[type] ?? [] });
  }
  if (method === 'PUT' && url === '/api/permission/Authority/Data/role-staff') return answer(null, '更新成功');
  return answer({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
};

function draw(permissions: Permissions) {
  drawWithApi(transport, <AuthorizeScreen />, permissions);
}

const editor: Permissions = { isAdministrator: false, buttons: new Map([['permission.authorize', new Set(['btn_edit'])]]) };
const viewer: Permissions = { isAdministrator: false, buttons: new Map([['permission.authorize', new Set<string>()]]) };

const valuesCalls = () => calls.filter((call) => call.url.endsWith('/Values')).map((call) => call.payload);
const box = (id: string) => screen.getByTestId(`grant-node-${id}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const isChecked = (id: string) => box(id).classList.contains('ant-tree-checkbox-checked');

async function next(step: string) {
  fireEvent.click(screen.getByTestId('authorize-next'));
  await screen.findByTestId(`authorize-tree-${step}`);
  await waitFor(() => expect((screen.getByTestId('authorize-next') as HTMLButtonElement).disabled && step !== 'resource').toBe(false));
}

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('the grant screen', () => {
  it('lists the roles from the server and opens one’s permissions', async () => {
    draw(editor);
    const row = (await screen.findByText('普通员工')).closest('tr')!;
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/permission/Role', payload: { currentPage: 1, pageSize: 20, keyword: '' } });
    fireEvent.click(within(row as HTMLElement).getByText('权限设置'));
    await screen.findByText('角色权限 - 普通员工');
    await screen.findByTestId('grant-node-sys');
    expect(valuesCalls()[0]).toEqual({ type: 'system', moduleIds: '' });
  });

  it('walks the steps, each scoped by the one before, and saves every kind with the half-checked parents', async () => {
    draw(editor);
    fireEvent.click(await screen.findByTestId('authorize-open-staff'));
    await screen.findByTestId('grant-node-sys');
    const save = () => screen.getByTestId('authorize-save') as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    fireEvent.click(box('sys'));

    await next('module');
    expect(valuesCalls()[1]).toEqual({ type: 'module', moduleIds: 'sys' });
    // What the role holds arrives checked: the dictionary, its directory half.
    await waitFor(() => expect(isChecked('dict')).toBe(true));
    expect(isChecked('area')).toBe(false);
    fireEvent.click(box('area'));
    fireEvent.click(box('dict'));

    await next('button');
    expect(String(valuesCalls()[2].moduleIds).split(',').sort()).toEqual(['area', 'dir', 'sys']);
    await screen.findByTestId('grant-node-area-add');
    fireEvent.click(box('area-add'));

    for (const step of ['column', 'form', 'resource']) await next(step);
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await screen.findByText('更新成功');
    const saved = calls.find((call) => call.method === 'PUT')!.payload as unknown as GrantSave;
    expect(saved.objectType).toBe('Role');
    expect(saved.systemIds).toEqual(['sys']);
    expect([...saved.module].sort()).toEqual(['area', 'dir', 'sys']);
    expect([...saved.button].sort()).toEqual(['area', 'area-add', 'dir', 'sys']);
    expect([saved.column, saved.form, saved.resource]).toEqual([[], [], []]);
  });

  it('keeps what was unchecked when the person goes back a step', async () => {
    draw(editor);
    fireEvent.click(await screen.findByTestId('authorize-open-staff'));
    await screen.findByTestId('grant-node-sys');
    fireEvent.click(box('sys'));
    await next('module');
    await waitFor(() => expect(isChecked('dict')).toBe(true));
    fireEvent.click(box('dict'));
    await next('button');
    fireEvent.click(screen.getByTestId('authorize-prev'));
    await waitFor(() => expect(valuesCalls()).toHaveLength(4));
    await screen.findByTestId('grant-node-dict');
    expect(isChecked('dict')).toBe(false);
  });

  it('checks and unchecks every box of a step at once', async () => {
    draw(editor);
    fireEvent.click(await screen.findByTestId('authorize-open-staff'));
    await screen.findByTestId('grant-node-sys');
    fireEvent.click(box('sys'));
    await next('module');
    fireEvent.click(screen.getByTestId('authorize-check-all'));
    expect(['area', 'dict'].map(isChecked)).toEqual([true, true]);
    fireEvent.click(screen.getByTestId('authorize-uncheck-all'));
    expect(['area', 'dict'].map(isChecked)).toEqual([false, false]);
  });

  it('only shows the permissions without btn_edit', async () => {
    draw(viewer);
    fireEvent.click(await screen.findByText('查看权限'));
    await screen.findByTestId('grant-node-sys');
    expect(screen.getByText('您没有编辑权限，只能查看')).toBeTruthy();
    expect(screen.queryByTestId('authorize-save')).toBeNull();
    expect(screen.queryByTestId('authorize-check-all')).toBeNull();
    expect(box('sys').classList.contains('ant-tree-checkbox-disabled')).toBe(true);
  });
});

describe('the check-box arithmetic', () => {
  const tree = treeOf('button', ['area']);

  it('saves the checked leaves with every node above them', () => {
    expect(withAncestors(tree, ['area-edit']).sort()).toEqual(['area', 'area-edit', 'dir', 'sys']);
    // A checked id that is a branch, or not in the tree, is not a leaf the person checked.
    expect(withAncestors(tree, ['dir', 'elsewhere'])).toEqual([]);
  });

  it('starts from what is held, and later from what was left checked plus what is held among new leaves', () => {
    expect(initialLeaves(tree, ['area-add', 'area', 'gone'])).toEqual(['area-add']);
    expect(initialLeaves(tree, ['area-add', 'area-edit'], { leaves: new Set(['area-add']), checked: [] })).toEqual(['area-edit']);
  });
});
