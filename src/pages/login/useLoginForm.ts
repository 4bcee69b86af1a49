// Sign-in behaviour: the typed values and their checks, when the captcha is
// needed, submitting with the md5 digest, loading the user and going where the
// visitor wanted to go.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { storage, storageKeys } from '../../storage';
import { useCaptcha } from '../../hooks/useCaptcha';
import { useMessages } from '../../router/messages';

export interface LoginValues {
  account: string;
  password: string;
  code: string;
}

/** The text key of each field's problem; a field without one is absent. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const requiredKeys: Record<keyof LoginValues, string> = {
  account: 'login.accountRequired',
  password: 'login.passwordRequired',
  code: 'login.codeRequired',
};

/** The problem of one field: account and code must hold more than spaces, the password anything. */
export function loginProblem(name: keyof LoginValues, value: string): string | undefined {
  const filled = name === 'password' ? value.length > 0 : value.trim().length > 0;
  return filled ? undefined : requiredKeys[name];
}

/** Every problem of the form; the code counts only while the server asks for it. */
export function loginProblems(values: LoginValues, needCode: boolean): LoginErrors {
  const names: (keyof LoginValues)[] = needCode ? ['account', 'password', 'code'] : ['account', 'password'];
  const errors: LoginErrors = {};
  for (const name of names) {
    const problem = loginProblem(name, values[name]);
    if (problem) errors[name] = problem;
  }
  return errors;
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
  const message = useMessages();
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [values, setValues] = useState<LoginValues>(() => ({ account: storage.get(storageKeys.lastAccount) ?? '', password: '', code: '' }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [needCode, setNeedCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /** A typed value, checked as it changes (as a form row does once touched). */
  const change = (name: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: loginProblem(name, value) }));
  };

  const checkAccount = async (account: string) => {
    const trimmed = account.trim();
    if (!trimmed) return;
    const result = await api.oauth.loginConfig(trimmed);
    if (result.code === 200) setNeedCode(result.data.loginNeedCode);
  };

  const submit = async () => {
    const problems = loginProblems(values, needCode);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      const account = values.account.trim();
      // The digest code is needed only now, not to draw the page.
      const { default: SparkMD5 } = await import('spark-md5');
      const result = await session.login({
        account,
        password: SparkMD5.hash(values.password),
        code: needCode ? values.code : '',
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

  return { values, errors, change, needCode, captcha, submitting, checkAccount, submit };
}
