// The application frame: antd configuration and locale, the toasts, API and
// store contexts, and the router.
import { ConfigProvider, theme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import enUS from 'antd/es/locale/en_US';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, type Api } from '@widgets/runtime/ApiContext';
import { StoresProvider, type Stores } from './stores';
import { MessagesProvider } from './router/messages';
import { AppRoutes } from './router/AppRoutes';

const antdLocales = { zh: zhCN, zhtw: zhTW, en: enUS };

/** The page's base text (colour, size, font) from the theme, as antd's App would set it. */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

export const App = observer(function App({ api, stores }: { api: Api; stores: Stores }) {
  return (
    <ConfigProvider locale={antdLocales[stores.app.language]} theme={{ token: { colorPrimary: '#1890ff', borderRadius: 4 } }}>
      <MessagesProvider>
        <BaseText>
          <ApiProvider api={api}>
            <StoresProvider stores={stores}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </StoresProvider>
          </ApiProvider>
        </BaseText>
      </MessagesProvider>
    </ConfigProvider>
  );
});
