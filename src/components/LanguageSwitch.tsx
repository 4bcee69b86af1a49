// Switches the interface language (简体中文, 繁體中文, English); the choice is
// remembered in this browser and, once signed in, kept on the server
// (PUT /Current/SystemLanguage). antd's words and the calendar's follow.
import { Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { languages, type Language } from '@core/i18n/text';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../stores';

export const LanguageSwitch = observer(function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { app, session } = useStores();
  const api = useApi();
  const { t } = useTranslation();
  const choose = async (language: Language) => {
    await app.setLanguage(language);
    if (session.signedIn && !session.locked) await api.currentUser.updateLanguage(language);
  };
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [app.language],
        items: languages.map((language) => ({ key: language, label: <span data-testid={`language-${language}`}>{t(`language.${language}`)}</span> })),
        onClick: ({ key }) => void choose(key as Language),
      }}
    >
      <span role="button" aria-label={t('layout.language')} data-testid="language-switch" style={{ cursor: 'pointer', fontSize: 16, whiteSpace: 'nowrap' }}>
        <GlobalOutlined /> {!compact && t(`language.${app.language}`)}
      </span>
    </Dropdown>
  );
});
