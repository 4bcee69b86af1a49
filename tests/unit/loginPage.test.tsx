// The sign-in page asks for the captcha when the server says the account needs it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { Envelope, Transport } from '@core/api/envelope';
import { i18n } from '@app/i18n';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { StoresProvider, createStores } from '@app/stores';
import LoginPage from '@app/pages/login/LoginPage';

function renderLogin(needCode: boolean) {
  const calls: string[] = [];
  const transport: Transport = async <T,>(_method: string, url: string) => {
    calls.push(url);
    return { code: 200, msg: '', data: { loginNeedCode: needCode, captchaLength: 4 } } as Envelope<T>;
  };
  const api = createApi(transport);
  render(
    <AntApp>
      <ApiProvider api={api}>
        <StoresProvider stores={createStores(api)}>
          <MemoryRouter initialEntries={['/login']}>
            <LoginPage />
          </MemoryRouter>
        </StoresProvider>
      </ApiProvider>
    </AntApp>,
  );
  return calls;
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('sign-in page', () => {
  it('shows no captcha until the server asks for one', async () => {
    const calls = renderLogin(false);
    fireEvent.blur(screen.getByTestId('login-account'), { target: { value: 'admin' } });
    await waitFor(() => expect(calls).toContain('/api/oauth/getConfig/admin'));
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it('shows the captcha row with its image when the account needs it', async () => {
    const calls = renderLogin(true);
    fireEvent.blur(screen.getByTestId('login-account'), { target: { value: 'sunli' } });
    await waitFor(() => expect(screen.getByTestId('login-code')).toBeTruthy());
    expect(calls).toContain('/api/oauth/getConfig/sunli');
    expect(screen.getByTestId('login-code-image').getAttribute('src')).toMatch(/^\/api\/file\/ImageCode\/[A-Za-z0-9]{16}$/);
  });
});
