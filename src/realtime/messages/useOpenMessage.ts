// Opening a message from the drawer or /messageRecord: ReadInfo marks it read on the
// server, the row and the bell follow. A workflow task message leads to
// /workFlowDetail with its task as Base64 JSON (JNPF's link); every other message
// shows in the detail dialog.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ResultCode } from '@core/api/envelope';
import { MessageType, type MessageInfo, type MessageRow } from '@core/api/message';
import type { MessageApi } from './messageQueries';
import { unreadNotices } from './unreadNotices';

/** Workflow flowType 2 is a delegation notice, which JNPF opens on its entrust screen; Kiln shows it in the dialog. */
const delegationFlowType = 2;

/** Base64 of the UTF-8 text, as JNPF's encryptByBase64 writes the config of a workflow link. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Where a message opens: a workflow task on its page, anything else in the dialog. */
export function workflowLinkOf(message: Pick<MessageInfo, 'type' | 'flowType' | 'bodyText'>): string | null {
  if (message.type !== MessageType.workflow || message.flowType === delegationFlowType || !message.bodyText) return null;
  return `/workFlowDetail?config=${encodeURIComponent(base64Utf8(message.bodyText))}`;
}

export function useOpenMessage(api: MessageApi, onRead: (row: MessageRow) => void, onLeave?: () => void) {
  const [opened, setOpened] = useState<MessageInfo | null>(null);
  const navigate = useNavigate();

  const open = useCallback(
    async (row: MessageRow) => {
      const answer = await api.readInfo(row.id);
      if (answer.code !== ResultCode.ok) return;
      if (Number(row.isRead) === 0) {
        unreadNotices.readOne();
        onRead(row);
      }
      const link = workflowLinkOf(answer.data);
      if (!link) return setOpened(answer.data);
      onLeave?.();
      navigate(link);
    },
    [api, onRead, onLeave, navigate],
  );

  return { opened, open, close: useCallback(() => setOpened(null), []) };
}
