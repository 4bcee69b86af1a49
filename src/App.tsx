// The application frame: antd configuration and locale, the toasts, API and
// store contexts, and the router.
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ComponentSize } from '@core/api/shellSettings';
import type { Language } from '@core/i18n/text';
import { ApiProvider, type Api } from '@widgets/runtime/ApiContext';
import { StoresProvider, type Stores } from './stores';
import { MessagesProvider } from './router/messages';
import { AppRoutes } from './router/AppRoutes';

/**
 * antd's words in the interface language. English is antd's own default, in the entry
 * whatever we do; a Chinese one loads when it is the language (one, not both, before the
 * sign-in page draws: ~2.5 KiB gzip less). Until it arrives antd speaks English, which on
 * the sign-in page shows nowhere (its inputs carry no antd words).
 */
const antdLocaleLoaders: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  zh: () => import('antd/es/locale/zh_CN').then((module) => module.default),
  zhtw: () => import('antd/es/locale/zh_TW').then((module) => module.default),
};

function useAntdLocale(language: Language): Locale {
  const [loaded, setLoaded] = useState<Partial<Record<Language, Locale>>>({ en: enUS });
  const locale = loaded[language];
  useEffect(() => {
    if (locale || language === 'en') return;
    let current = true;
    antdLocaleLoaders[language]().then(
      (next) => current && setLoaded((previous) => ({ ...previous, [language]: next })),
      // Not fetched (offline, or a newer build replaced the file): antd keeps English words; the next switch tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, locale]);
  return locale ?? enUS;
}

/** The settings drawer's four sizes (JNPF's names) on antd's three; mini is small with smaller text and controls. */
const sizeOf: Record<ComponentSize, { componentSize: 'large' | 'middle' | 'small'; token: ThemeConfig['token'] }> = {
  default: { componentSize: 'large', token: {} },
  medium: { componentSize: 'middle', token: {} },
  small: { componentSize: 'small', token: {} },
  mini: { componentSize: 'small', token: { fontSize: 12, controlHeightSM: 20 } },
};

/** The page's base text (colour, size, font) from the theme, as antd's App would set it. */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

export const App = observer(function App({ api, stores }: { api: Api; stores: Stores }) {
  const size = sizeOf[stores.settings.settings.size];
  const locale = useAntdLocale(stores.app.language);
  return (
    <ConfigProvider
      locale={locale}
      componentSize={size.componentSize}
      theme={{ token: { colorPrimary: stores.settings.colorPrimary, borderRadius: 4, ...size.token } }}
    >
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
