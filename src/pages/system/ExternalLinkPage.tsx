// An external address shown inside the layout: a menu link opened in place, or
// /externalLink?href=<encoded address> (URL- or Base64-encoded, placeholders filled in).
import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';
import { externalLinkAddress } from '../../router/externalLink';

export default observer(function ExternalLinkPage({ href }: { href?: string }) {
  const [params] = useSearchParams();
  const { session } = useStores();
  const { t } = useTranslation();
  const address = href ?? externalLinkAddress(params.get('href'), session.token ?? '');
  if (!address) return <Result status="warning" title={t('link.missing')} />;
  return (
    <iframe
      title={address}
      src={address}
      data-testid="external-link-frame"
      style={{ width: '100%', height: 'calc(100vh - 150px)', border: 0, background: '#fff' }}
    />
  );
});
