// Messages and notices: every user's received messages with their own read
// state, and the notices administrators write and release to users.
import { defineModule } from '../defineModule';
import { standardButtons, systemMenuId } from '../menus';
import { noticeCategoryDictionary } from '@core/api/message';
import { messageRoutes, noticeModule } from './routes';
import { messageServerTexts } from './texts';
import * as messages from './migrations/0049_messages';

export default defineModule({
  name: 'message',
  tag: { name: 'message', description: "The caller's messages (read state per user) and notices (drafts, release to users)" },
  texts: messageServerTexts,
  migrations: { '0049_messages': messages },
  menus: [
    {
      id: 'menu-notice',
      parentId: systemMenuId,
      enCode: noticeModule,
      fullName: '通知公告',
      type: 2,
      icon: 'NotificationOutlined',
      urlAddress: 'system/notice',
      sortCode: 6,
      buttons: [...standardButtons('add', 'edit', 'remove'), { code: 'release', name: '发布' }],
    },
  ],
  // JNPF's notice form and list read their categories from the NoticeType dictionary (by enCode).
  dictionaries: [
    {
      code: noticeCategoryDictionary,
      name: '公告类型',
      parent: '0',
      items: [
        { code: '1', name: '公告' },
        { code: '2', name: '通知' },
      ],
    },
  ],
  pages: ['system.notice.page', 'system.notice.form'],
  routes: messageRoutes,
});
