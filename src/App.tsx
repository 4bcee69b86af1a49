// The application frame: antd configuration and locale, feedback bridges,
// API and store contexts, and the router.
import { useEffect } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import enUS from 'antd/locale/en_US';
import { observer } from 'mobx-react-lite';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, type Api } from '@widgets/runtime/ApiContext';
import { StoresProvider, type Stores } from './stores';
import { feedback } from './http/feedback';
import { AppRoutes } from './router/AppRoutes';

const antdLocales = { zh: zhCN, zhtw: zhTW, en: enUS };
const toastSeconds = 1.5;

function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    feedback.setToast((text) => void message.error({ content: text, duration: toastSeconds }));
  }, [message]);
  return null;
}

export const App = observer(function App({ api, stores }: { api: Api; stores: Stores }) {
  return (
    <ConfigProvider locale={antdLocales[stores.app.language]} theme={{ token: { colorPrimary: '#1890ff', borderRadius: 4 } }}>
      <AntApp>
        <ToastBridge />
        <ApiProvider api={api}>
          <StoresProvider stores={stores}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </StoresProvider>
        </ApiProvider>
      </AntApp>
    </ConfigProvider>
  );
});
