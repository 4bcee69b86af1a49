// /profile as the signed-in user uses it (spec 01 §2.2, §7.3): the personal
// information read from BaseInfo with its dictionary names; signatures added
// from an image, made the default and deleted; the main organisation switched;
// the own sign-in and action log paged on the server; the granted menus as a
// tree. The transport answers like the server, keeping what was changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import SparkMD5 from 'spark-md5';
import type { Envelope, HttpMethod, Transport } from '@core/api/envelope';
import { i18n } from '@app/i18n';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { StoresProvider, createStores } from '@app/stores';
import ProfilePage from '@app/pages/system/ProfilePage';

const base = '/api/permission/Users/Current';

function profileServer() {
  const calls: { method: string; url: string; payload: unknown }[] = [];
  let signs = [
    { id: 's1', signImg: '/api/file/Image/1?key=a', isDefault: 1, creatorTime: 2 },
    { id: 's2', signImg: '/api/file/Image/2?key=b', isDefault: 0, creatorTime: 1 },
  ];
  let mainOrganize = 'o1';
  const logRows = Array.from({ length: 25 }, (_, index) => ({
    id: `l${index}`,
    loginType: index % 5 === 4 ? 1 : 0,
    loginMark: index === 0 ? 0 : 1,
    ipAddress: `10.0.0.${index}`,
    ipAddressName: '本地',
    abstracts: index === 3 ? '修改密码' : '登录',
    creatorTime: Date.UTC(2026, 10, 27, 8, 0, 0) - index * 60_000,
  }));
  const transport: Transport = async <T,>(method: HttpMethod, url: string, payload?: unknown) => {
    calls.push({ method, url, payload });
    const answer = (data: unknown, msg = '') => ({ code: 200, msg, data }) as Envelope<T>;
    if (url === '/api/oauth/CurrentUser')
      return answer({
        userInfo: {
          userId: 'u1',
          userAccount: 'sunli',
          userName: '孙立',
          headIcon: '',
          organizeName: mainOrganize === 'o1' ? '总部/财务部' : '总部/销售部',
          positionIds: [{ id: 'p1', name: '会计' }],
          roleIds: [{ id: 'r1', name: '普通用户' }],
          systemIds: [{ id: 'sys', name: '平台', icon: '', currentSystem: true }],
          changePasswordDate: null,
          prevLoginTime: null,
        },
        menuList: [],
        routerList: [],
        permissionList: [],
      });
    if (url === `${base}/BaseInfo`)
      return answer({
        id: 'u1',
        account: 'sunli',
        realName: '孙立',
        gender: 2,
        mobilePhone: '13900000002',
        email: 'sun@example.org',
        nation: '01',
        education: 'bachelor',
        certificatesType: '',
        certificatesNumber: '',
        nativePlace: '杭州',
        birthday: null,
        telePhone: '',
        landline: '',
        urgentContacts: '',
        urgentTelePhone: '',
        postalAddress: '',
        signature: '今天也要加油',
        creatorTime: Date.UTC(2026, 0, 2),
        prevLogTime: null,
      });
    if (url === '/api/system/DictionaryData/All')
      return answer({
        list: [
          { id: 'd1', fullName: '民族', enCode: 'Nation', isTree: 0, dictionaryList: [{ id: 'n01', enCode: '01', fullName: '汉族' }] },
          { id: 'd2', fullName: '文化程度', enCode: 'Education', isTree: 0, dictionaryList: [{ id: 'e1', enCode: 'bachelor', fullName: '本科' }] },
        ],
      });
    if (url === `${base}/SignImg` && method === 'GET') return answer(signs);
    if (url === `${base}/SignImg` && method === 'POST') {
      signs = [{ id: 's3', signImg: '/api/file/Image/3?key=c', isDefault: 0, creatorTime: 3 }, ...signs];
      return answer({ id: 's3' }, '新建成功');
    }
    const signAt = /\/Users\/Current\/(\w+)\/SignImg$/.exec(url);
    if (signAt && method === 'PUT') {
      signs = signs.map((sign) => ({ ...sign, isDefault: sign.id === signAt[1] ? 1 : 0 }));
      return answer(null, '更新成功');
    }
    if (signAt && method === 'DELETE') {
      signs = signs.filter((sign) => sign.id !== signAt[1]);
      return answer(null, '删除成功');
    }
    if (url === `${base}/getUserOrganizes`)
      return answer([
        { id: 'o1', fullName: '总部/财务部', isDefault: mainOrganize === 'o1' },
        { id: 'o2', fullName: '总部/销售部', isDefault: mainOrganize === 'o2' },
      ]);
    if (url === `${base}/major`) {
      mainOrganize = (payload as { majorId: string }).majorId;
      return answer(null, '切换成功');
    }
    if (url === `${base}/SystemLog`) {
      const query = payload as { currentPage: number; pageSize: number; category?: number };
      const rows = query.category === 1 ? logRows.filter((row) => row.abstracts !== '修改密码') : logRows;
      const start = (query.currentPage - 1) * query.pageSize;
      return answer({
        list: rows.slice(start, start + query.pageSize),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: rows.length },
      });
    }
    if (url === '/api/oauth/PasswordPolicy')
      return answer({
        passwordStrengthLimit: 1,
        passwordLengthMin: 1,
        passwordLengthMinNumber: 8,
        containsNumbers: 1,
        includeLowercaseLetters: 0,
        includeUppercaseLetters: 0,
        containsCharacters: 0,
        mandatoryModificationOfInitialPassword: 1,
      });
    if (url === `${base}/Actions/ModifyPassword`) return answer(null, '修改成功，请牢记新密码');
    if (url === `${base}/Authorize`) {
      const menu = (id: string, fullName: string, children: unknown[] = []) => ({
        id,
        parentId: '',
        fullName,
        icon: '',
        kind: 'module',
        hasChildren: children.length > 0,
        children,
      });
      return answer({
        module: [menu('sys', '平台', [menu('m1', '系统管理', [menu('m2', '用户管理')])])],
        button: [],
        column: [],
        form: [],
        resource: [],
        portal: [],
      });
    }
    return { code: 404, msg: 'not found', data: null } as Envelope<T>;
  };
  const asked = (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url);
  return { transport, calls, asked };
}

async function drawProfile() {
  const server = profileServer();
  const api = createApi(server.transport);
  const stores = createStores(api);
  await stores.session.loadCurrentUser();
  render(
    <AntApp>
      <ApiProvider api={api}>
        <StoresProvider stores={stores}>
          <ProfilePage />
        </StoresProvider>
      </ApiProvider>
    </AntApp>,
  );
  return { ...server, stores };
}

const openTab = (key: string) => fireEvent.click(screen.getByTestId(`profile-tab-${key}`));

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('the profile', { timeout: 20_000 }, () => {
  it('shows the account and the personal information, dictionary values by their names', async () => {
    await drawProfile();
    const info = within(await screen.findByTestId('profile-base-info'));
    await waitFor(() => expect(info.getByText('13900000002')).toBeTruthy());
    for (const shown of ['孙立', '女', 'sun@example.org', '汉族', '本科', '杭州', '今天也要加油']) expect(info.getByText(shown)).toBeTruthy();
    const page = within(screen.getByTestId('profile-user'));
    for (const shown of ['sunli', '总部/财务部', '会计', '普通用户', '平台', '从未修改', '2026-01-02', '个人资料'])
      expect(page.getAllByText(new RegExp(shown)).length).toBeGreaterThan(0);
  });

  it('adds a signature from a PNG, makes another the default and deletes one; anything but PNG or JPEG is refused', async () => {
    const { asked } = await drawProfile();
    openTab('sign');
    await waitFor(() => expect(screen.getAllByTestId('profile-sign')).toHaveLength(2));
    expect(screen.getAllByTestId('profile-sign').map((card) => card.dataset.default)).toEqual(['yes', 'no']);

    fireEvent.change(screen.getByTestId('profile-sign-input'), { target: { files: [new File(['GIF89a'], 'sign.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('请上传PNG或JPG图片')).toBeTruthy();
    fireEvent.change(screen.getByTestId('profile-sign-input'), {
      target: { files: [new File([new Uint8Array(210 * 1024)], 'big.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('操作失败，图片大小超出200K')).toBeTruthy();
    expect(asked('POST', `${base}/SignImg`)).toEqual([]);

    fireEvent.change(screen.getByTestId('profile-sign-input'), { target: { files: [new File(['png-bytes'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getAllByTestId('profile-sign')).toHaveLength(3));
    expect(asked('POST', `${base}/SignImg`)[0]?.payload).toEqual({ signImg: `data:image/png;base64,${btoa('png-bytes')}`, isDefault: 0 });

    fireEvent.click(within(screen.getAllByTestId('profile-sign')[0]!).getByTestId('profile-sign-default'));
    await waitFor(() => expect(screen.getAllByTestId('profile-sign').map((card) => card.dataset.default)).toEqual(['yes', 'no', 'no']));
    expect(asked('PUT', `${base}/s3/SignImg`)).toHaveLength(1);

    fireEvent.click(within(screen.getAllByTestId('profile-sign')[2]!).getByTestId('profile-sign-delete'));
    expect(await screen.findByText('确定删除该签名吗？')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(screen.getAllByTestId('profile-sign')).toHaveLength(2));
    expect(asked('DELETE', `${base}/s2/SignImg`)).toHaveLength(1);
  });

  it('switches the main organisation, then reads the list and the user again', async () => {
    const { asked, stores } = await drawProfile();
    openTab('organize');
    await waitFor(() => expect(screen.getByTestId('profile-major-o1').dataset.main).toBe('yes'));
    fireEvent.click(screen.getByTestId('profile-major-o1'));
    expect(asked('PUT', `${base}/major`)).toEqual([]);
    fireEvent.click(screen.getByTestId('profile-major-o2'));
    await waitFor(() => expect(screen.getByTestId('profile-major-o2').dataset.main).toBe('yes'));
    expect(asked('PUT', `${base}/major`).map((call) => call.payload)).toEqual([{ majorType: 'Organize', majorId: 'o2' }]);
    expect(screen.getByTestId('profile-major-o1').dataset.main).toBe('no');
    await waitFor(() => expect(stores.session.userInfo?.organizeName).toBe('总部/销售部'));
  });

  it('pages the own sign-in log on the server (category 1), and the action log with every own entry', async () => {
    const { asked } = await drawProfile();
    openTab('loginLog');
    const log = within(await screen.findByTestId('profile-login-log'));
    await waitFor(() => expect(log.getAllByText('10.0.0.0').length).toBe(1));
    expect(asked('GET', `${base}/SystemLog`).at(-1)?.payload).toEqual({ currentPage: 1, pageSize: 20, keyword: '', category: 1 });
    expect(log.getByText('失败')).toBeTruthy();
    expect(log.getAllByText('退出').length).toBeGreaterThan(0);
    fireEvent.click(log.getByTitle('2'));
    await waitFor(() => expect(log.getByText('10.0.0.24')).toBeTruthy());
    expect(asked('GET', `${base}/SystemLog`).at(-1)?.payload).toMatchObject({ currentPage: 2, category: 1 });

    openTab('actionLog');
    const actions = within(await screen.findByTestId('profile-action-log'));
    await waitFor(() => expect(actions.getByText('修改密码')).toBeTruthy());
    expect(asked('GET', `${base}/SystemLog`).at(-1)?.payload).toEqual({ currentPage: 1, pageSize: 20, keyword: '' });
  });

  it('changes the password with the policy checked first, sending digests and the captcha key', async () => {
    const { asked } = await drawProfile();
    openTab('password');
    const pane = within(await screen.findByTestId('profile-password'));
    await waitFor(() => expect(pane.getByText(/至少8位/)).toBeTruthy());
    fireEvent.change(screen.getByTestId('profile-pwd-old'), { target: { value: 'old-secret1' } });
    fireEvent.change(screen.getByTestId('profile-pwd-new'), { target: { value: 'Fresh2026' } });
    fireEvent.change(screen.getByTestId('profile-pwd-repeat'), { target: { value: 'Fresh2027' } });
    fireEvent.change(screen.getByTestId('profile-pwd-code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('profile-pwd-submit'));
    expect(await pane.findByText('两次密码输入不一致')).toBeTruthy();
    expect(asked('POST', `${base}/Actions/ModifyPassword`)).toEqual([]);
    fireEvent.change(screen.getByTestId('profile-pwd-repeat'), { target: { value: 'Fresh2026' } });
    fireEvent.click(screen.getByTestId('profile-pwd-submit'));
    expect(await screen.findByText('修改成功，请牢记新密码')).toBeTruthy();
    const sent = asked('POST', `${base}/Actions/ModifyPassword`)[0]?.payload as Record<string, string>;
    expect(sent).toMatchObject({ oldPassword: SparkMD5.hash('old-secret1'), password: SparkMD5.hash('Fresh2026'), newPassword: 'Fresh2026', code: '1234' });
    expect(sent.timestamp).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('shows the granted menus as a tree', async () => {
    await drawProfile();
    openTab('authorize');
    const tree = within(await screen.findByTestId('profile-grant-module'));
    for (const name of ['平台', '系统管理', '用户管理']) expect(tree.getByText(name)).toBeTruthy();
  });
});
