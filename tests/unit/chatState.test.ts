// The chat drawer's list logic without React: pushes, reads, clears and removals
// change the conversation list as spec 01 §4 says; the upload and text rules of §5.3.
import { describe, expect, it } from 'vitest';
import type { ChatConversation, ReceiveMessageEvent, SendMessageEvent } from '@core/api/im';
import {
  afterClear,
  afterRead,
  afterReceive,
  afterRemove,
  afterSend,
  anyUnread,
  imageRefusal,
  lineOfRecord,
  nearBottom,
  previewOf,
  sendableText,
} from '@app/realtime/chat/chatState';

const conversation = (id: string, unreadMessage = 0): ChatConversation => ({
  id,
  realName: `name ${id}`,
  account: id,
  headIcon: '',
  unreadMessage,
  latestMessage: 'old',
  messageType: 'text',
  latestDate: 1,
});

const received = (formUserId: string, formMessage: ReceiveMessageEvent['formMessage'] = 'hi'): ReceiveMessageEvent => ({
  method: 'receiveMessage',
  messageType: typeof formMessage === 'string' ? 'text' : 'image',
  formUserId,
  formMessage,
  dateTime: 5,
  latestDate: 5,
  realName: '新人',
  account: 'newcomer',
  headIcon: '/h.png',
});

describe('the conversation list', () => {
  it('puts a received message on top, counting it unread unless its window is open', () => {
    const list = [conversation('a'), conversation('b', 2)];
    const afterB = afterReceive(list, received('b'), false);
    expect(afterB.map((row) => [row.id, row.unreadMessage, row.latestMessage])).toEqual([
      ['b', 3, 'hi'],
      ['a', 0, 'old'],
    ]);
    expect(afterReceive(list, received('b'), true)[0].unreadMessage).toBe(0);
    const fresh = afterReceive(list, received('c', { path: '/p.png', name: '1', width: 2, height: 3 }), false);
    expect(fresh[0]).toMatchObject({ id: 'c', realName: '新人', account: 'newcomer', unreadMessage: 1, messageType: 'image' });
    expect(JSON.parse(fresh[0].latestMessage)).toMatchObject({ path: '/p.png' });
    expect(anyUnread(list)).toBe(true);
    expect(anyUnread(afterRead(list, 'b'))).toBe(false);
  });

  it('puts a sent message on top without touching the unread count', () => {
    const sent: SendMessageEvent = {
      method: 'sendMessage',
      UserId: 'me',
      account: 'me',
      headIcon: '',
      realName: 'Me',
      toUserId: 'z',
      toAccount: 'zed',
      toHeadIcon: '',
      toRealName: 'Zed',
      messageType: 'text',
      toMessage: 'yo',
      dateTime: 9,
      latestDate: 9,
    };
    const list = afterSend([conversation('a', 1)], sent);
    expect(list.map((row) => [row.id, row.realName, row.unreadMessage, row.latestMessage])).toEqual([
      ['z', 'Zed', 0, 'yo'],
      ['a', 'name a', 1, 'old'],
    ]);
  });

  it('clears a conversation’s unread count, latest message and type; removes one', () => {
    const list = [conversation('a', 4), conversation('b', 1)];
    expect(afterClear(list, 'a')[0]).toMatchObject({ unreadMessage: 0, latestMessage: '', messageType: '' });
    expect(afterClear(list, 'a')[1].unreadMessage).toBe(1);
    expect(afterRemove(list, 'a').map((row) => row.id)).toEqual(['b']);
  });

  it('previews images, voice and video by a word and text as it is', () => {
    expect(previewOf({ latestMessage: '{"path":"/x"}', messageType: 'image' })).toEqual({ key: 'chat.imagePreview' });
    expect(previewOf({ latestMessage: '', messageType: 'voice' })).toEqual({ key: 'chat.voicePreview' });
    expect(previewOf({ latestMessage: '<b>hi</b>', messageType: 'text' })).toEqual({ text: '<b>hi</b>' });
  });

  it('reads a stored image record as an image line, a text record as text', () => {
    const image = lineOfRecord({
      id: '1',
      sendUserId: 'a',
      receiveUserId: 'b',
      sendTime: 3,
      receiveTime: null,
      content: '{"path":"/i.png","name":"9","width":4,"height":5}',
      contentType: 'image',
      state: 0,
    });
    expect(image).toMatchObject({ userId: 'a', image: { path: '/i.png', width: 4, height: 5 }, text: '' });
    const text = lineOfRecord({
      id: '2',
      sendUserId: 'b',
      receiveUserId: 'a',
      sendTime: 4,
      receiveTime: 5,
      content: '{"path":"/x"}',
      contentType: 'text',
      state: 1,
    });
    expect(text).toMatchObject({ text: '{"path":"/x"}', image: null });
  });
});

describe('the rules', () => {
  it('sends no empty text', () => {
    expect(sendableText('   \n')).toBeNull();
    expect(sendableText(' hi ')).toBe(' hi ');
  });

  it('takes images under 5 MB only', () => {
    expect(imageRefusal({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(imageRefusal({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('chat.imageTooLarge');
    expect(imageRefusal({ type: 'application/pdf', size: 10 })).toBe('chat.imageOnly');
  });

  it('loads the next page within the distance of the bottom', () => {
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 300, scrollTop: 600 }, 100)).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 300, scrollTop: 599 }, 100)).toBe(false);
  });
});
