// An external address shown inside the layout: a menu link opened in place, or
// /externalLink?href=<encoded address>.
import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function ExternalLinkPage({ href }: { href?: string }) {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const address = href ?? params.get('href') ?? '';
  if (!address) return <Result status="warning" title={t('link.missing')} />;
  return <iframe title={address} src={address} data-testid="external-link-frame" style={{ width: '100%', height: 'calc(100vh - 150px)', border: 0, background: '#fff' }} />;
}
