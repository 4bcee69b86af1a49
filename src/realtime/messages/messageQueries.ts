// What the drawer and /messageRecord share: the type choices (the msgSourceType
// dictionary, or the four built-in types while it is missing), the attached files
// of a message, and the unread total read back from the server after bulk changes.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { TFunction } from '@core/i18n/translator';
import { ResultCode } from '@core/api/envelope';
import { messageApi, messageTypeDictionary, messageTypes, type MessageFile, type MessageTypeValue } from '@core/api/message';
import { useApi } from '@widgets/runtime/ApiContext';
import { unreadNotices } from './unreadNotices';

export type MessageApi = ReturnType<typeof messageApi>;

export const messagePageSize = 20;

export function useMessageApi(): MessageApi {
  const { transport } = useApi();
  return useMemo(() => messageApi(transport), [transport]);
}

export interface TypeChoice {
  /** '' for every type, else '1'..'4'. */
  value: string;
  label: string;
}

/** All, then the dictionary's types by their enCode (JNPF's menu), or the built-in names. */
export function useMessageTypes(): TypeChoice[] {
  const { dictionaries } = useApi();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(dictionaries.loaded);
  useEffect(() => {
    let live = true;
    void dictionaries.ensure().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [dictionaries]);
  return useMemo(() => {
    const items = loaded ? dictionaries.items(messageTypeDictionary) : [];
    const types = items.length ? items.map((item) => ({ value: item.enCode, label: item.fullName })) : builtInTypes(t);
    return [{ value: '', label: t('messages.allTypes') }, ...types];
  }, [loaded, dictionaries, t]);
}

/** The four types by the spec's names, for a database whose msgSourceType dictionary is missing. */
function builtInTypes(t: TFunction): TypeChoice[] {
  const names = [t('messages.typeSystem'), t('messages.typeWorkflow'), t('messages.typeNotice'), t('messages.typeSchedule')];
  return messageTypes.map((type, index) => ({ value: String(type), label: names[index] }));
}

export function typeLabel(choices: readonly TypeChoice[], type: MessageTypeValue): string {
  return choices.find((choice) => choice.value === String(type))?.label ?? String(type);
}

/** The query's type: '' or one of 1..4. */
export function typeOf(value: string): MessageTypeValue | '' {
  const type = Number(value);
  return (messageTypes as readonly number[]).includes(type) ? (type as MessageTypeValue) : '';
}

/** A message's `files` JSON; anything unreadable is no files rather than a broken dialog. */
export function parseFiles(files: unknown): MessageFile[] {
  if (typeof files !== 'string' || !files) return [];
  try {
    const parsed: unknown = JSON.parse(files);
    return Array.isArray(parsed) ? parsed.filter((file): file is MessageFile => Boolean(file) && typeof (file as MessageFile).name === 'string') : [];
  } catch {
    return [];
  }
}

/** After read-all or deleting records the count is asked of the server, which knows exactly what is still unread. */
export async function refreshUnreadCount(api: MessageApi): Promise<void> {
  const answer = await api.list({ isRead: 0, currentPage: 1, pageSize: 1 });
  if (answer.code === ResultCode.ok) unreadNotices.set(answer.data.pagination.total);
}
