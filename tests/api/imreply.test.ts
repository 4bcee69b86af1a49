// Chat (spec 01 §2.9, §4, §7.4, §7.5): the imreply endpoints and the socket methods
// SendMessage, MessageList and UpdateReadMessage, with real `ws` clients of two and
// three users against the real server (SQLite here, PostgreSQL in api-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fileApi } from '@core/api/file';
import { userPickersApi } from '@core/api/userPickers';
import { imApi, type ChatConversation, type MessageListEvent, type ReceiveMessageEvent, type SendMessageEvent } from '@core/api/im';
import { ChatService } from '../../server/modules/im/service';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { pngOf } from './fileFixtures';

interface Pushed {
  method: string;
  [key: string]: unknown;
}

/** One user's socket: everything pushed is kept; `next` waits for the first not yet taken that matches. */
class ChatSocket {
  private readonly received: Pushed[] = [];
  private waiters: (() => void)[] = [];
  private constructor(
    private readonly socket: WebSocket,
    private readonly token: string,
  ) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as Pushed);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(server: TestServer, token: string): Promise<ChatSocket> {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/websocket/${encodeURIComponent(token)}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const chat = new ChatSocket(socket, token);
    chat.send('OnConnection', { mobileDevice: false });
    await chat.next('initMessage');
    return chat;
  }

  send(method: string, payload: Record<string, unknown> = {}) {
    // JNPF's client adds the token to every message; the hub ignores one without it.
    this.socket.send(JSON.stringify({ ...payload, method, token: this.token }));
  }

  async next<T = Pushed>(method: string, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((event) => event.method === method);
      if (index >= 0) return this.received.splice(index, 1)[0] as T;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${method} within ${timeoutMs} ms (had ${this.received.map((event) => event.method).join(', ')})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Everything pushed and not yet taken, of one kind. */
  pending(method: string): Pushed[] {
    return this.received.filter((event) => event.method === method);
  }

  close() {
    this.socket.close();
  }
}

interface Member {
  client: TestClient;
  id: string;
  im: ReturnType<typeof imApi>;
}

async function member(server: TestServer, account: string): Promise<Member> {
  const client = await memberOf(server, account);
  const current = await client.oauth.currentUser();
  return { client, id: current.data.userInfo.userId, im: imApi(client.call) };
}

const conversationWith = async (owner: Member, partnerId: string): Promise<ChatConversation | undefined> =>
  (await owner.im.conversations()).data.list.find((row) => row.id === partnerId);

let server: TestServer;
let alice: Member;
let bob: Member;
let carol: Member;
const sockets: ChatSocket[] = [];
const socketOf = async (who: Member) => {
  const socket = await ChatSocket.open(server, who.client.token ?? '');
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  ({ server } = await startAsAdmin());
  [alice, bob, carol] = await Promise.all([member(server, 'zhangwei'), member(server, 'wangfang'), member(server, 'lina')]);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('chat over the socket', () => {
  it('delivers a text to the receiver and back to the sender, counts it unread and lists it for both', async () => {
    const [toAlice, toBob] = [await socketOf(alice), await socketOf(bob)];
    toAlice.send('SendMessage', { toUserId: bob.id, messageType: 'text', messageContent: '你好 Bob 😀' });
    const received = await toBob.next<ReceiveMessageEvent>('receiveMessage');
    expect(received).toMatchObject({ formUserId: alice.id, messageType: 'text', formMessage: '你好 Bob 😀', account: 'zhangwei', realName: '张伟' });
    expect(received.dateTime).toBeGreaterThan(Date.now() - 60_000);
    const sent = await toAlice.next<SendMessageEvent>('sendMessage');
    expect(sent).toMatchObject({ UserId: alice.id, toUserId: bob.id, toMessage: '你好 Bob 😀', toAccount: 'wangfang', toRealName: '王芳' });
    // The sender is not told "received", the receiver not "sent".
    expect(toAlice.pending('receiveMessage')).toHaveLength(0);
    expect(toBob.pending('sendMessage')).toHaveLength(0);

    expect(await conversationWith(bob, alice.id)).toMatchObject({ unreadMessage: 1, latestMessage: '你好 Bob 😀', messageType: 'text', account: 'zhangwei' });
    expect(await conversationWith(alice, bob.id)).toMatchObject({ unreadMessage: 0, latestMessage: '你好 Bob 😀', realName: '王芳' });

    // A new socket of Bob's hears at connect who wrote and how many are unread.
    const again = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/websocket/${encodeURIComponent(bob.client.token ?? '')}`);
    const init = await new Promise<Pushed>((resolve, reject) => {
      again.once('open', () => again.send(JSON.stringify({ method: 'OnConnection', token: bob.client.token })));
      again.on('message', (data) => {
        const event = JSON.parse(String(data)) as Pushed;
        if (event.method === 'initMessage') resolve(event);
      });
      again.once('error', reject);
    });
    again.close();
    expect(init.unreadNums).toEqual([
      expect.objectContaining({ sendUserId: alice.id, unreadNum: 1, defaultMessage: '你好 Bob 😀', defaultMessageType: 'text' }),
    ]);

    // Reading clears the count, and reading again keeps it at 0.
    toBob.send('UpdateReadMessage', { formUserId: alice.id });
    toBob.send('UpdateReadMessage', { formUserId: alice.id });
    toBob.send('MessageList', { toUserId: alice.id, formUserId: bob.id, currentPage: 1, pageSize: 30, sord: 'desc' });
    const page = await toBob.next<MessageListEvent>('messageList');
    expect(page.list.map((row) => [row.content, row.state])).toEqual([['你好 Bob 😀', 1]]);
    expect((await conversationWith(bob, alice.id))?.unreadMessage).toBe(0);
  });

  it('refuses empty text, messages to oneself or to no one, and images the sender did not upload', async () => {
    const [toAlice, toBob] = [await socketOf(alice), await socketOf(bob)];
    const before = (await conversationWith(bob, alice.id))?.latestMessage;
    toAlice.send('SendMessage', { toUserId: bob.id, messageType: 'text', messageContent: '   ' });
    toAlice.send('SendMessage', { toUserId: alice.id, messageType: 'text', messageContent: 'me' });
    toAlice.send('SendMessage', { toUserId: 'nobody', messageType: 'text', messageContent: 'who' });
    toAlice.send('SendMessage', { toUserId: bob.id, messageType: 'voice', messageContent: 'x' });
    const bobsImage = await fileApi(bob.client.call).upload('IM', new Blob([new Uint8Array(pngOf(4, 3))]), 'bob.png');
    expect(bobsImage.code).toBe(200);
    toAlice.send('SendMessage', { toUserId: bob.id, messageType: 'image', messageContent: { name: bobsImage.data.name, width: 4, height: 3 } });
    // Frames are answered in order: the first push is this one.
    toAlice.send('SendMessage', { toUserId: bob.id, messageType: 'text', messageContent: 'after the refusals' });
    expect((await toBob.next<ReceiveMessageEvent>('receiveMessage')).formMessage).toBe('after the refusals');
    expect((await toAlice.next<SendMessageEvent>('sendMessage')).toMessage).toBe('after the refusals');
    expect(toBob.pending('receiveMessage')).toHaveLength(0);
    expect(toAlice.pending('sendMessage')).toHaveLength(0);
    expect(before).not.toBe('after the refusals');
    expect((await conversationWith(bob, alice.id))?.latestMessage).toBe('after the refusals');
  });

  it('sends an image the sender uploaded, which the receiver can open', async () => {
    const [toAlice, toBob] = [await socketOf(alice), await socketOf(bob)];
    const uploaded = await fileApi(alice.client.call).upload('IM', new Blob([new Uint8Array(pngOf(8, 6))]), 'photo.png');
    toAlice.send('SendMessage', { toUserId: bob.id, messageType: 'image', messageContent: { name: uploaded.data.name, width: 8, height: 6 } });
    const received = await toBob.next<ReceiveMessageEvent>('receiveMessage');
    expect(received.messageType).toBe('image');
    const image = received.formMessage as { path: string; width: number; height: number };
    expect(image).toMatchObject({ width: 8, height: 6 });
    expect(image.path).toMatch(/^\/api\/file\/Image\//);
    expect((await toAlice.next<SendMessageEvent>('sendMessage')).toMessage).toEqual(image);
    const opened = await bob.client.raw('GET', image.path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^image\/png/);
    expect(await conversationWith(bob, alice.id)).toMatchObject({ messageType: 'image', latestMessage: JSON.stringify(image) });
  });

  it('pages history 30 first then 50, searches text, and shows only the caller’s own conversation', async () => {
    const chat = new ChatService(server.app.kiln.db);
    const start = Date.now() + 60_000;
    for (let index = 1; index <= 80; index += 1) {
      const [senderId, receiverId] = index % 2 ? [carol.id, alice.id] : [alice.id, carol.id];
      await chat.send({ senderId, receiverId, contentType: 'text', content: `line ${index}${index === 42 ? ' needle' : ''}` }, undefined, start + index);
    }
    const toCarol = await socketOf(carol);
    const ask = async (request: Record<string, unknown>) => {
      toCarol.send('MessageList', { toUserId: alice.id, formUserId: carol.id, ...request });
      return toCarol.next<MessageListEvent>('messageList');
    };
    const latest = await ask({ currentPage: 1, pageSize: 30, sord: 'desc' });
    expect(latest.pagination).toEqual({ currentPage: 1, pageSize: 30, total: 80 });
    // The latest 30, in the order they were sent.
    expect(latest.list.map((row) => row.content)).toEqual(Array.from({ length: 30 }, (_, index) => `line ${51 + index}${51 + index === 42 ? ' needle' : ''}`));
    const second = await ask({ currentPage: 2, pageSize: 50, sord: 'asc' });
    expect(second.list).toHaveLength(30);
    expect(second.list[0].content).toBe('line 51');
    const found = await ask({ currentPage: 1, pageSize: 50, sord: 'asc', keyword: 'NEEDLE' });
    expect(found.list.map((row) => row.content)).toEqual(['line 42 needle']);
    expect(found.keyword).toBe('NEEDLE');

    // Someone else's conversation: asking as another user is refused, and the caller sees only their own.
    toCarol.send('MessageList', { toUserId: alice.id, formUserId: bob.id, currentPage: 1, pageSize: 30, sord: 'desc' });
    const own = await ask({ currentPage: 1, pageSize: 100, sord: 'asc', keyword: 'Bob' });
    expect(own.list).toEqual([]);
    expect(toCarol.pending('messageList')).toHaveLength(0);
    const toBob = await socketOf(bob);
    toBob.send('MessageList', { toUserId: carol.id, formUserId: bob.id, currentPage: 1, pageSize: 30, sord: 'desc' });
    expect((await toBob.next<MessageListEvent>('messageList')).list).toEqual([]);
  });
});

describe('imreply endpoints', () => {
  it('deletes the caller’s chat records: unread, latest message and type cleared, history empty for them only', async () => {
    const [toAlice, toCarol] = [await socketOf(alice), await socketOf(carol)];
    toAlice.send('SendMessage', { toUserId: carol.id, messageType: 'text', messageContent: 'unread for carol' });
    await toCarol.next('receiveMessage');
    expect((await conversationWith(carol, alice.id))?.unreadMessage).toBeGreaterThan(0);

    const cleared = await carol.im.deleteChatRecord(alice.id);
    expect(cleared).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await conversationWith(carol, alice.id)).toMatchObject({ unreadMessage: 0, latestMessage: '', messageType: '' });
    toCarol.send('MessageList', { toUserId: alice.id, formUserId: carol.id, currentPage: 1, pageSize: 30, sord: 'desc' });
    expect((await toCarol.next<MessageListEvent>('messageList')).pagination.total).toBe(0);
    // Alice keeps hers.
    toAlice.send('MessageList', { toUserId: carol.id, formUserId: alice.id, currentPage: 1, pageSize: 30, sord: 'desc' });
    expect((await toAlice.next<MessageListEvent>('messageList')).pagination.total).toBe(81);
    expect((await conversationWith(alice, carol.id))?.latestMessage).toBe('unread for carol');

    expect((await carol.im.deleteChatRecord(bob.id)).code).toBe(404);
  });

  it('removes a conversation from the caller’s list until the next message', async () => {
    const [toAlice, toBob] = [await socketOf(alice), await socketOf(bob)];
    expect(await conversationWith(bob, alice.id)).toBeDefined();
    expect((await bob.im.removeConversation(alice.id)).code).toBe(200);
    expect(await conversationWith(bob, alice.id)).toBeUndefined();
    expect((await bob.im.removeConversation(alice.id)).code).toBe(404);
    // Alice's list still holds it.
    expect(await conversationWith(alice, bob.id)).toBeDefined();
    toAlice.send('SendMessage', { toUserId: bob.id, messageType: 'text', messageContent: 'back again' });
    await toBob.next('receiveMessage');
    expect(await conversationWith(bob, alice.id)).toMatchObject({ latestMessage: 'back again', unreadMessage: 1 });
  });

  it('offers contacts (Users/ImUser) with the fields the drawer shows, the caller left out', async () => {
    const contacts = await userPickersApi(alice.client.call).contacts({ keyword: '王芳', currentPage: 1, pageSize: 20 });
    expect(contacts.data.list).toEqual([
      expect.objectContaining({ id: bob.id, realName: '王芳', account: 'wangfang', headIcon: expect.any(String), department: expect.any(String) }),
    ]);
    expect(contacts.data.list[0].department).not.toBe('');
    const everyone = await userPickersApi(alice.client.call).contacts({ currentPage: 1, pageSize: 100 });
    expect(everyone.data.list.map((row) => row.id)).not.toContain(alice.id);
  });

  it('answers only signed-in callers', async () => {
    const anonymous = imApi(server.client().call);
    expect((await anonymous.conversations()).code).not.toBe(200);
    expect((await anonymous.removeConversation(alice.id)).code).not.toBe(200);
  });
});
