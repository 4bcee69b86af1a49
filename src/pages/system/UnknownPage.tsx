// What a menu entry shows when no screen serves its address.
import { Result } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';

export function UnknownPage({ address }: { address: string }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('page.unknownTitle')} subTitle={t('page.unknownBody', { address })} />;
}
