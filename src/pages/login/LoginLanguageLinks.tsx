// Language choice on the sign-in page as three plain links: the full dropdown
// would add its menu code to the page everyone loads first.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { languages } from '@core/i18n/text';
import { useStores } from '../../stores';

export const LoginLanguageLinks = observer(function LoginLanguageLinks() {
  const { app } = useStores();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.language')} style={{ display: 'flex', gap: 12 }} data-testid="language-switch">
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          onClick={() => void app.setLanguage(language)}
          aria-pressed={app.language === language}
          style={{ background: 'none', border: 0, cursor: 'pointer', color: '#fff', fontSize: 14, padding: 0, fontWeight: app.language === language ? 600 : 400, opacity: app.language === language ? 1 : 0.8 }}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </nav>
  );
});
