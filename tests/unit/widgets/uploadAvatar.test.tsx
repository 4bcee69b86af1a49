// The profile's avatar goes through the file service as JNPF's client sends it:
// the image to /api/file/Uploader/userAvatar, then PUT Users/Current/Avatar/{name}
// with the upload's data.name; anything but an image is refused before sending.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Envelope, HttpMethod, Transport } from '@core/api/envelope';
import { i18n } from '@app/i18n';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { StoresProvider, createStores } from '@app/stores';
import ProfilePage from '@app/pages/system/ProfilePage';

const userInfo = (headIcon: string) => ({
  userId: 'u1',
  userAccount: 'sunli',
  userName: '孙立',
  headIcon,
  organizeName: '',
  positionIds: [],
  roleIds: [],
  systemIds: [{ id: 's1', name: '平台', icon: '', currentSystem: true }],
  changePasswordDate: null,
});

const baseInfoRead = 'GET /api/permission/Users/Current/BaseInfo';

function drawProfile() {
  const calls: string[] = [];
  let headIcon = '';
  const transport: Transport = async <T,>(method: HttpMethod, url: string) => {
    calls.push(`${method} ${url}`);
    const answer = (data: unknown, msg = '') => ({ code: 200, msg, data }) as Envelope<T>;
    if (url === '/api/oauth/CurrentUser') return answer({ userInfo: userInfo(headIcon), menuList: [], routerList: [], permissionList: [] });
    if (url.startsWith('/api/file/Uploader/userAvatar'))
      return answer({
        name: '77',
        fileId: '77',
        fileName: 'me.png',
        url: '/api/file/Image/77?key=abc',
        fileSize: 10,
        fileExtension: 'png',
        fileVersionId: '77',
      });
    if (url === '/api/permission/Users/Current/Avatar/77') {
      headIcon = '/api/file/Image/77?key=abc';
      return answer(null, '修改成功');
    }
    return { code: 404, msg: 'not found', data: null } as Envelope<T>;
  };
  const api = createApi(transport);
  const stores = createStores(api);
  render(
    <AntApp>
      <ApiProvider api={api}>
        <StoresProvider stores={stores}>
          <ProfilePage />
        </StoresProvider>
      </ApiProvider>
    </AntApp>,
  );
  return { calls, stores };
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('the profile avatar', () => {
  it('uploads the image as userAvatar, then makes it the avatar by its name', async () => {
    const { calls, stores } = drawProfile();
    await stores.session.loadCurrentUser();
    fireEvent.change(await screen.findByTestId('profile-avatar-input'), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(stores.session.userInfo?.headIcon).toBe('/api/file/Image/77?key=abc'));
    // The personal-information pane reads BaseInfo beside it (its answer here is a refusal).
    expect(calls).toContain(baseInfoRead);
    expect(calls.filter((call) => call !== baseInfoRead)).toEqual([
      'GET /api/oauth/CurrentUser',
      'POST /api/file/Uploader/userAvatar',
      'PUT /api/permission/Users/Current/Avatar/77',
      'GET /api/oauth/CurrentUser',
    ]);
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('refuses anything but an image: 请上传图片', async () => {
    const { calls, stores } = drawProfile();
    await stores.session.loadCurrentUser();
    fireEvent.change(await screen.findByTestId('profile-avatar-input'), { target: { files: [new File(['x'], 'me.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(calls.filter((call) => call !== baseInfoRead)).toEqual(['GET /api/oauth/CurrentUser']);
  });
});
