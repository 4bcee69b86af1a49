// The bell and the message drawer over a fake socket and an in-memory message
// server: the badge follows initMessage / messagePush and reads, the drawer lists
// unread messages 20 a page as it scrolls, opens a message (sanitised) and reads all.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { Envelope, Transport } from '@core/api/envelope';
import type { MessageRow } from '@core/api/message';
import { i18n } from '@app/i18n';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { StoresProvider, createStores } from '@app/stores';
import { MessagesProvider } from '@app/router/messages';
import { FakeBrowserSocket, lastSocket } from './fakeBrowserSocket';
import { RealtimeProvider } from '@app/realtime/RealtimeProvider';
import { NoticeBell } from '@app/realtime/messages/NoticeBell';
import { unreadNotices } from '@app/realtime/messages/unreadNotices';
import { feedback } from '@app/http/feedback';
import { workflowLinkOf } from '@app/realtime/messages/useOpenMessage';
import { readWorkFlowLink } from '@app/router/workFlowLink';


interface Stored extends MessageRow {
  bodyText: string;
}

/** GET /api/message, ReadInfo and ReadAll over a list, as the server answers them. */
function messageServer(count: number) {
  const messages: Stored[] = Array.from({ length: count }, (_, index) => ({
    id: `m${index + 1}`,
    title: `公告 ${index + 1}`,
    type: 3,
    flowType: 0,
    isRead: 0,
    releaseUser: '管理员/admin',
    releaseTime: Date.UTC(2026, 10, 27, 9, 0, 0) - index * 60_000,
    bodyText: `<p>正文 ${index + 1}</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>`,
  }));
  const calls: { method: string; url: string; payload: Record<string, unknown> }[] = [];
  const matching = (payload: Record<string, unknown>) =>
    messages.filter(
      (message) =>
        (payload.isRead === '' || payload.isRead === undefined || message.isRead === payload.isRead) &&
        (!payload.keyword || message.title.includes(String(payload.keyword))),
    );
  const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
    const body = (payload ?? {}) as Record<string, unknown>;
    calls.push({ method, url, payload: body });
    const ok = (data: unknown, msg = '') => ({ code: 200, msg, data }) as Envelope<T>;
    if (url === '/api/system/DictionaryData/All') return ok({ list: [] });
    if (url === '/api/message' && method === 'GET') {
      const rows = matching(body);
      const page = Number(body.currentPage ?? 1);
      const size = Number(body.pageSize ?? 20);
      const list = rows.slice((page - 1) * size, page * size).map(({ bodyText: _body, ...row }) => row);
      return ok({ list, pagination: { currentPage: page, pageSize: size, total: rows.length } });
    }
    const read = url.match(/^\/api\/message\/ReadInfo\/(.+)$/);
    if (read) {
      const message = messages.find((candidate) => candidate.id === read[1])!;
      message.isRead = 1;
      return ok({ ...message, excerpt: '摘要文字', files: '[]' });
    }
    if (url === '/api/message/Actions/ReadAll') {
      for (const message of matching(body)) message.isRead = 1;
      return ok(null, '已全部标为已读');
    }
    return { code: 404, msg: `no fake for ${url}`, data: null } as Envelope<T>;
  };
  return { messages, calls, transport };
}

function drawBell(transport: Transport) {
  const api = createApi(transport);
  const stores = createStores(api);
  stores.session.setToken('tok-1');
  render(
    <AntApp>
      {/* Toasts inside the drawn tree, as the app has them: cleanup then takes them away before the next test. */}
      <MessagesProvider>
        <ApiProvider api={api}>
          <StoresProvider stores={stores}>
            <MemoryRouter>
              <RealtimeProvider>
                <NoticeBell />
              </RealtimeProvider>
            </MemoryRouter>
          </StoresProvider>
        </ApiProvider>
      </MessagesProvider>
    </AntApp>,
  );
  return stores;
}

const badge = () => Number(screen.getByTestId('notice-badge').getAttribute('data-count'));
const socket = lastSocket;

beforeEach(async () => {
  FakeBrowserSocket.all = [];
  vi.stubGlobal('WebSocket', FakeBrowserSocket);
  unreadNotices.set(0);
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notice bell', () => {
  it('connects with OnConnection, takes its count from initMessage and adds each push, showing 99+ past 99', async () => {
    drawBell(messageServer(0).transport);
    await waitFor(() => expect(socket().sent[0]).toEqual({ method: 'OnConnection', token: 'tok-1', mobileDevice: false }));
    expect(socket().url).toMatch(/\/websocket\/tok-1$/);
    socket().push({ method: 'initMessage', unreadTotalCount: 3, unreadNums: [] });
    expect(badge()).toBe(3);
    socket().push({ method: 'messagePush', unreadNoticeCount: 1, title: '新公告' });
    expect(badge()).toBe(4);
    socket().push({ method: 'messagePush', unreadNoticeCount: 120 });
    expect(screen.getByTestId('notice-badge').textContent).toContain('99+');
  });

  it('closes the socket on sign-out', async () => {
    const stores = drawBell(messageServer(0).transport);
    await waitFor(() => expect(socket().readyState).toBe(1));
    act(() => stores.session.reset());
    expect(socket().readyState).toBe(3);
  });
});

describe('the session kinds', () => {
  it('signs out with the server text on a logout push, but says nothing when our own sign-out caused it', async () => {
    const ended = vi.fn();
    feedback.setSessionEnd(ended);
    const stores = drawBell(messageServer(0).transport);
    await waitFor(() => expect(socket().readyState).toBe(1));
    stores.session.endingSession = true;
    socket().push({ method: 'logout', msg: '已退出' });
    expect(ended).not.toHaveBeenCalled();
    expect(socket().readyState).toBe(3);

    cleanup();
    const again = drawBell(messageServer(0).transport);
    await waitFor(() => expect(socket().readyState).toBe(1));
    expect(again.session.endingSession).toBe(false);
    socket().push({ method: 'logout', msg: '您的账号已被管理员强制下线' });
    expect(ended).toHaveBeenCalledTimes(1);
    await screen.findByText('您的账号已被管理员强制下线');
  });
});

describe('the message drawer', () => {
  it('lists unread messages 20 a page, loading the next page on scrolling near the end', async () => {
    const server = messageServer(45);
    drawBell(server.transport);
    fireEvent.click(screen.getByTestId('notice-bell'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(20));
    expect(server.calls.find((call) => call.url === '/api/message')?.payload).toMatchObject({ currentPage: 1, pageSize: 20, isRead: 0, keyword: '' });
    const list = screen.getByTestId('message-list');
    // jsdom lays nothing out: every box is 0 px high, so it always reads as within 200 px of its end.
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(40));
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(45));
    fireEvent.scroll(list);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls.filter((call) => call.url === '/api/message')).toHaveLength(3);
  }, 30_000);

  it('opens a message: marks it read, lowers the badge, shows the sanitised body in the 80% dialog', async () => {
    const server = messageServer(2);
    drawBell(server.transport);
    await waitFor(() => expect(socket().readyState).toBe(1));
    socket().push({ method: 'initMessage', unreadTotalCount: 2 });
    fireEvent.click(screen.getByTestId('notice-bell'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('message-item')[0]);
    const detail = await screen.findByTestId('message-detail');
    expect(within(detail).getByText('公告 1')).toBeTruthy();
    expect(within(detail).getByTestId('message-detail-excerpt').textContent).toBe('摘要文字');
    expect(within(detail).getByTestId('message-detail-user').textContent).toBe('管理员/admin');
    const body = await within(detail).findByTestId('rich-text-view');
    expect(body.textContent).toBe('正文 1');
    expect(body.innerHTML).not.toMatch(/onerror|script/);
    expect(badge()).toBe(1);
    expect(screen.getAllByTestId('message-item')[0].getAttribute('data-unread')).toBe('0');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('80%');
  });

  it('reads all after confirmation: the badge is recounted from the server and the unread list empties', async () => {
    const server = messageServer(3);
    drawBell(server.transport);
    await waitFor(() => expect(socket().readyState).toBe(1));
    socket().push({ method: 'initMessage', unreadTotalCount: 3 });
    fireEvent.click(screen.getByTestId('notice-bell'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('message-read-all'));
    fireEvent.click(await screen.findByTestId('message-read-all-confirm'));
    await waitFor(() => expect(badge()).toBe(0));
    await waitFor(() => expect(screen.queryAllByTestId('message-item')).toHaveLength(0));
    expect(server.calls.find((call) => call.url === '/api/message/Actions/ReadAll')?.payload).toEqual({ keyword: '', type: '', isRead: 0 });
    expect(server.messages.every((message) => message.isRead === 1)).toBe(true);
  });

  it('shows read ones too with only-unread off, and reloads when a push arrives while open', async () => {
    const server = messageServer(3);
    server.messages[0].isRead = 1;
    drawBell(server.transport);
    await waitFor(() => expect(socket().readyState).toBe(1));
    fireEvent.click(screen.getByTestId('notice-bell'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('message-only-unread'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(3));
    server.messages[0].isRead = 0;
    server.messages.unshift({ ...server.messages[1], id: 'fresh', title: '刚发布', isRead: 0 });
    fireEvent.click(screen.getByTestId('message-only-unread'));
    socket().push({ method: 'messagePush', unreadNoticeCount: 1 });
    await waitFor(() => expect(screen.getAllByTestId('message-item')[0].textContent).toContain('刚发布'));
    expect(screen.getAllByTestId('message-item')).toHaveLength(4);
  });
});

describe('where a message opens', () => {
  it('sends a workflow task to /workFlowDetail with its task as Base64 JSON, and everything else to the dialog', () => {
    const task = { processId: 'p-1', flowId: 'f-1', type: 2, taskNodeId: 'n-1', taskOperatorId: '审批-1' };
    const link = workflowLinkOf({ type: 2, flowType: 1, bodyText: JSON.stringify(task) });
    expect(link).toMatch(/^\/workFlowDetail\?config=/);
    const config = new URLSearchParams(link!.split('?')[1]).get('config');
    expect(readWorkFlowLink(config)).toEqual(task);
    expect(workflowLinkOf({ type: 2, flowType: 2, bodyText: '{"type":1}' })).toBeNull();
    expect(workflowLinkOf({ type: 3, flowType: 0, bodyText: '<p>x</p>' })).toBeNull();
    expect(workflowLinkOf({ type: 2, flowType: 1, bodyText: '' })).toBeNull();
  });
});
