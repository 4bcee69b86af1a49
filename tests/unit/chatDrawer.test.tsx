// The chat icon, drawer and window over a fake socket and an in-memory server:
// blinking follows unread, the drawer lists conversations and contacts (20 a page
// as they scroll), opening reads, the window sends on Enter (never empty text),
// takes pushes, pages its history and refuses big images; the context menu removes
// a conversation or deletes its records.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { Envelope, Transport } from '@core/api/envelope';
import type { ChatConversation } from '@core/api/im';
import { i18n } from '@app/i18n';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { StoresProvider, createStores } from '@app/stores';
import { FakeBrowserSocket, lastSocket } from './fakeBrowserSocket';
import { RealtimeProvider } from '@app/realtime/RealtimeProvider';
import { ChatButton } from '@app/realtime/chat/ChatButton';


const socket = lastSocket;

function chatServer(contactCount: number) {
  const conversations: ChatConversation[] = [
    {
      id: 'u-li',
      realName: '李娜',
      account: 'lina',
      headIcon: '',
      unreadMessage: 2,
      latestMessage: '在吗',
      messageType: 'text',
      latestDate: Date.UTC(2026, 10, 27, 8),
    },
    {
      id: 'u-wang',
      realName: '王芳',
      account: 'wangfang',
      headIcon: '',
      unreadMessage: 0,
      latestMessage: '{"path":"/x.png"}',
      messageType: 'image',
      latestDate: Date.UTC(2026, 10, 27, 7),
    },
  ];
  const contacts = Array.from({ length: contactCount }, (_, index) => ({
    id: `c${index + 1}`,
    fullName: `同事${index + 1}`,
    realName: `同事${index + 1}`,
    account: `user${index + 1}`,
    department: '研发部',
    type: 'user',
    parentId: '',
    icon: '',
    isLeaf: true,
    hasChildren: false,
  }));
  const calls: { method: string; url: string; payload: Record<string, unknown> }[] = [];
  const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
    const body = (payload ?? {}) as Record<string, unknown>;
    calls.push({ method, url, payload: body });
    const ok = (data: unknown, msg = '') => ({ code: 200, msg, data }) as Envelope<T>;
    if (url === '/api/oauth/CurrentUser')
      return ok({ userInfo: { userId: 'me', userName: '我自己', headIcon: '' }, menuList: [], routerList: [], permissionList: [] });
    if (url === '/api/message/imreply') return ok({ list: conversations.map((row) => ({ ...row })) });
    if (url === '/api/permission/Users/ImUser') {
      const found = contacts.filter((row) => !body.keyword || row.realName.includes(String(body.keyword)));
      const page = Number(body.currentPage);
      const size = Number(body.pageSize);
      return ok({ list: found.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: found.length } });
    }
    if (url.startsWith('/api/message/imreply/')) return ok(null, '成功');
    return { code: 404, msg: `no fake for ${url}`, data: null } as Envelope<T>;
  };
  return { calls, transport };
}

async function drawChat(transport: Transport) {
  const api = createApi(transport);
  const stores = createStores(api);
  stores.session.setToken('tok-1');
  await stores.session.loadCurrentUser();
  render(
    <AntApp>
      <ApiProvider api={api}>
        <StoresProvider stores={stores}>
          <MemoryRouter>
            <RealtimeProvider>
              <ChatButton />
            </RealtimeProvider>
          </MemoryRouter>
        </StoresProvider>
      </ApiProvider>
    </AntApp>,
  );
  await waitFor(() => expect(socket()?.readyState).toBe(1));
}

const blinking = () => screen.getByTestId('chat-button').getAttribute('data-unread') === 'true';

async function openDrawer() {
  fireEvent.click(screen.getByTestId('chat-button'));
  await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(2));
}

beforeEach(async () => {
  FakeBrowserSocket.all = [];
  vi.stubGlobal('WebSocket', FakeBrowserSocket);
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the chat icon and drawer', () => {
  it('blinks while anything is unread and stops once every conversation is read', async () => {
    await drawChat(chatServer(0).transport);
    expect(blinking()).toBe(false);
    socket().push({ method: 'initMessage', unreadTotalCount: 0, unreadNums: [{ sendUserId: 'u-li', unreadNum: 2 }] });
    expect(blinking()).toBe(true);
    await openDrawer();
    const li = screen.getAllByTestId('chat-conversation')[0];
    expect(within(li).getByText('李娜/lina')).toBeTruthy();
    expect(within(li).getByTestId('chat-unread').textContent).toContain('2');
    // An image's latest message reads as [图片].
    expect(within(screen.getAllByTestId('chat-conversation')[1]).getByText('[图片]')).toBeTruthy();

    fireEvent.click(li);
    expect(socket().sentOf('UpdateReadMessage')).toEqual([{ method: 'UpdateReadMessage', token: 'tok-1', formUserId: 'u-li' }]);
    expect(socket().sentOf('MessageList')[0]).toMatchObject({ toUserId: 'u-li', formUserId: 'me', currentPage: 1, pageSize: 30, sord: 'desc' });
    await waitFor(() => expect(blinking()).toBe(false));
    expect(within(li).queryByTestId('chat-unread')).toBeNull();

    // A message from someone else while this window is open: counted, and the icon blinks again.
    socket().push({
      method: 'receiveMessage',
      messageType: 'text',
      formUserId: 'u-new',
      formMessage: '新消息',
      dateTime: 1,
      latestDate: 1,
      realName: '新同事',
      account: 'xin',
      headIcon: '',
    });
    expect(blinking()).toBe(true);
    const top = screen.getAllByTestId('chat-conversation')[0];
    expect(top.getAttribute('data-user')).toBe('u-new');
    expect(within(top).getByTestId('chat-unread').textContent).toContain('1');
  });

  it('removes a conversation and deletes one’s records from its context menu', async () => {
    const server = chatServer(0);
    await drawChat(server.transport);
    await openDrawer();
    fireEvent.contextMenu(screen.getAllByTestId('chat-conversation')[1]);
    fireEvent.click(await screen.findByText('移除'));
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(1));
    expect(server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/message/imreply/relocation/u-wang')).toBe(true);

    fireEvent.contextMenu(screen.getAllByTestId('chat-conversation')[0]);
    fireEvent.click(await screen.findByText('删除聊天记录'));
    expect(await screen.findByText('是否清空当前聊天的所有记录?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/message/imreply/deleteChatRecord/u-li')).toBe(true));
    await waitFor(() => expect(within(screen.getAllByTestId('chat-conversation')[0]).queryByText('在吗')).toBeNull());
  });

  it('pages contacts by 20 as they scroll and searches them', async () => {
    const server = chatServer(45);
    await drawChat(server.transport);
    await openDrawer();
    fireEvent.click(screen.getByText('联系人'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(20));
    // jsdom lays nothing out: every box reads as within 300px of its bottom.
    fireEvent.scroll(screen.getByTestId('chat-contacts'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(40));
    fireEvent.scroll(screen.getByTestId('chat-contacts'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(45));
    fireEvent.scroll(screen.getByTestId('chat-contacts'));
    expect(server.calls.filter((call) => call.url === '/api/permission/Users/ImUser')).toHaveLength(3);
    const search = within(screen.getByTestId('chat-contact-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '同事4' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-contact').map((row) => row.getAttribute('data-user'))).toEqual(['c4', 'c40', 'c41', 'c42', 'c43', 'c44', 'c45']),
    );
    expect(server.calls.at(-1)?.payload).toMatchObject({ keyword: '同事4', currentPage: 1, pageSize: 20 });
    // A contact opens the window with that user.
    fireEvent.click(screen.getAllByTestId('chat-contact')[0]);
    expect(screen.getByTestId('chat-window').getAttribute('data-partner')).toBe('c4');
  });
});

describe('the chat window', () => {
  it('shows the history answer, sends on Enter but never empty text, and takes pushes for its partner', async () => {
    await drawChat(chatServer(0).transport);
    await openDrawer();
    fireEvent.click(screen.getAllByTestId('chat-conversation')[0]);
    socket().push({
      method: 'messageList',
      toUserId: 'u-li',
      sord: 'desc',
      keyword: '',
      list: [
        {
          id: '1',
          sendUserId: 'u-li',
          receiveUserId: 'me',
          sendTime: 1,
          receiveTime: null,
          content: '<img src=x onerror=alert(1)>',
          contentType: 'text',
          state: 1,
        },
        {
          id: '2',
          sendUserId: 'me',
          receiveUserId: 'u-li',
          sendTime: 2,
          receiveTime: null,
          content: '{"path":"/api/file/Image/9?key=k","name":"9","width":4,"height":3}',
          contentType: 'image',
          state: 1,
        },
      ],
      pagination: { currentPage: 1, pageSize: 30, total: 2 },
    });
    const lines = screen.getAllByTestId('chat-line');
    expect(lines.map((line) => line.getAttribute('data-mine'))).toEqual(['false', 'true']);
    // Text is shown as text: the markup is not run.
    expect(lines[0].textContent).toContain('<img src=x onerror=alert(1)>');
    expect(lines[1].querySelector('.kiln-chat-bubble img')?.getAttribute('src')).toBe('/api/file/Image/9?key=k');

    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(socket().sentOf('SendMessage')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '你好' } });
    fireEvent.click(screen.getByTestId('chat-emoji'));
    fireEvent.click(await screen.findByText('😀'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(socket().sentOf('SendMessage')).toEqual([
      { method: 'SendMessage', token: 'tok-1', toUserId: 'u-li', messageType: 'text', messageContent: '你好😀' },
    ]);
    expect((input as HTMLTextAreaElement).value).toBe('');

    socket().push({ method: 'sendMessage', UserId: 'me', toUserId: 'u-li', messageType: 'text', toMessage: '你好😀', dateTime: 3, latestDate: 3 });
    const before = socket().sentOf('UpdateReadMessage').length;
    socket().push({
      method: 'receiveMessage',
      messageType: 'text',
      formUserId: 'u-li',
      formMessage: '收到',
      dateTime: 4,
      latestDate: 4,
      realName: '李娜',
      account: 'lina',
      headIcon: '',
    });
    expect(screen.getAllByTestId('chat-line').map((line) => line.textContent?.includes('你好😀') || line.textContent?.includes('收到'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // Read as it arrives.
    expect(socket().sentOf('UpdateReadMessage').length).toBe(before + 1);
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });

  it('pages the history panel by 50 as it scrolls and searches it', async () => {
    await drawChat(chatServer(0).transport);
    await openDrawer();
    fireEvent.click(screen.getAllByTestId('chat-conversation')[0]);
    fireEvent.click(screen.getByTestId('chat-history-toggle'));
    expect(socket().sentOf('MessageList').at(-1)).toMatchObject({ toUserId: 'u-li', currentPage: 1, pageSize: 50, sord: 'asc', keyword: '' });
    const page = (from: number, count: number, keyword = '') => ({
      method: 'messageList',
      toUserId: 'u-li',
      sord: 'asc',
      keyword,
      list: Array.from({ length: count }, (_, index) => ({
        id: `h${from + index}`,
        sendUserId: 'u-li',
        receiveUserId: 'me',
        sendTime: from + index,
        receiveTime: null,
        content: `第${from + index}条`,
        contentType: 'text',
        state: 1,
      })),
      pagination: { currentPage: Math.floor(from / 50) + 1, pageSize: 50, total: 70 },
    });
    socket().push(page(0, 50));
    const history = screen.getByTestId('chat-history-lines');
    expect(within(history).getAllByTestId('chat-line')).toHaveLength(50);
    fireEvent.scroll(history);
    expect(socket().sentOf('MessageList').at(-1)).toMatchObject({ currentPage: 2, pageSize: 50, sord: 'asc' });
    // No second ask while one is on its way.
    fireEvent.scroll(history);
    expect(
      socket()
        .sentOf('MessageList')
        .filter((message) => message.currentPage === 2),
    ).toHaveLength(1);
    socket().push(page(50, 20));
    expect(within(history).getAllByTestId('chat-line')).toHaveLength(70);
    // The last page was short: nothing more is asked.
    const asked = socket().sentOf('MessageList').length;
    fireEvent.scroll(history);
    expect(socket().sentOf('MessageList')).toHaveLength(asked);

    const search = within(screen.getByTestId('chat-history-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '第7' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(socket().sentOf('MessageList').at(-1)).toMatchObject({ currentPage: 1, pageSize: 50, sord: 'asc', keyword: '第7' });
    socket().push(page(7, 1, '第7'));
    expect(
      within(history)
        .getAllByTestId('chat-line')
        .map((line) => line.textContent?.includes('第7条')),
    ).toEqual([true]);
  });

  it('refuses an image of 5 MB or more without uploading it', async () => {
    const server = chatServer(0);
    await drawChat(server.transport);
    await openDrawer();
    fireEvent.click(screen.getAllByTestId('chat-conversation')[0]);
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [big] } });
    expect(await screen.findByText('图片大小不能超过5M')).toBeTruthy();
    expect(server.calls.some((call) => call.url.startsWith('/api/file/Uploader'))).toBe(false);
    expect(socket().sentOf('SendMessage')).toHaveLength(0);
  });
});
