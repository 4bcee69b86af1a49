// A captcha answer field with its image beside it; clicking the image fetches another.
import { Input, Space } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';

interface Props {
  imageUrl: string;
  onRefresh(): void;
  value?: string;
  onChange?(value: string): void;
  placeholder: string;
  testId: string;
  maxLength?: number;
}

export function CaptchaInput({ imageUrl, onRefresh, value, onChange, placeholder, testId, maxLength = 10 }: Props) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        size="large"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        data-testid={testId}
      />
      <img
        src={imageUrl}
        alt={t('common.captchaAlt')}
        title={t('common.captchaRefresh')}
        onClick={onRefresh}
        data-testid={`${testId}-image`}
        style={{ height: 40, width: 120, cursor: 'pointer', border: '1px solid #d9d9d9', borderLeft: 0, borderRadius: '0 4px 4px 0', background: '#fff' }}
      />
    </Space.Compact>
  );
}
