// States the password policy in words before the user types.
import { Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { PasswordPolicy } from '@core/api/oauth';

export function PolicyHint({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation();
  if (policy.passwordStrengthLimit !== 1) return <Typography.Paragraph type="secondary">{t('rule.password')}</Typography.Paragraph>;
  const parts = [
    policy.passwordLengthMin === 1 ? t('pwd.policyMin', { min: policy.passwordLengthMinNumber }) : null,
    policy.containsNumbers === 1 ? t('pwd.policyNumber') : null,
    policy.includeLowercaseLetters === 1 ? t('pwd.policyLower') : null,
    policy.includeUppercaseLetters === 1 ? t('pwd.policyUpper') : null,
    policy.containsCharacters === 1 ? t('pwd.policyCharacter') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="pwd-policy">
      {t('pwd.policyLead')}
      {parts.join(t('common.listSeparator'))}
    </Typography.Paragraph>
  );
}
