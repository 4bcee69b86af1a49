// Switches the interface language (简体中文, 繁体中文, English); the choice is remembered.
import { Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@core/i18n/text';
import { useStores } from '../stores';

export const LanguageSwitch = observer(function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { app } = useStores();
  const { t } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [app.language],
        items: languages.map((language) => ({ key: language, label: t(`language.${language}`) })),
        onClick: ({ key }) => void app.setLanguage(key as Language),
      }}
    >
      <span role="button" aria-label={t('layout.language')} data-testid="language-switch" style={{ cursor: 'pointer', fontSize: 16, whiteSpace: 'nowrap' }}>
        <GlobalOutlined /> {!compact && t(`language.${app.language}`)}
      </span>
    </Dropdown>
  );
});
