// Sign-in behaviour: when the captcha is needed, submitting with the md5 digest,
// loading the user and going where the visitor wanted to go.
import { useState } from 'react';
import SparkMD5 from 'spark-md5';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { storage, storageKeys } from '../../storage';
import { useCaptcha } from '../../hooks/useCaptcha';

export interface LoginValues {
  account: string;
  password: string;
  code?: string;
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/home';
  return value;
}

export function useLoginForm() {
  const api = useApi();
  const { session } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [needCode, setNeedCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const checkAccount = async (account: string) => {
    const trimmed = account.trim();
    if (!trimmed) return;
    const result = await api.oauth.loginConfig(trimmed);
    if (result.code === 200) setNeedCode(result.data.loginNeedCode);
  };

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const account = values.account.trim();
      const result = await session.login({
        account,
        password: SparkMD5.hash(values.password),
        code: needCode ? (values.code ?? '') : '',
        timestamp: needCode ? captcha.key : '',
      });
      if (result.code !== 200) {
        const data = result.data as unknown as { loginNeedCode?: boolean } | null;
        if (data?.loginNeedCode) setNeedCode(true);
        captcha.refresh();
        return;
      }
      storage.set(storageKeys.lastAccount, account);
      const loaded = await session.loadCurrentUser();
      if (!loaded.ok) {
        session.reset();
        void message.error(loaded.error ?? t('common.verifyFailed'));
        return;
      }
      if (session.current?.menuList.length === 0) void message.warning(t('common.noPermission'));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  return { needCode, captcha, submitting, checkAccount, submit, lastAccount: storage.get(storageKeys.lastAccount) ?? '' };
}
