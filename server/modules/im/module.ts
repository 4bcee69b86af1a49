// Chat between users (spec 01 §2.9, §7.4, §7.5): conversations over HTTP, messages over the websocket.
import { defineModule } from '../defineModule';
import { imRoutes } from './routes';
import { imServerTexts } from './texts';
import * as chat from './migrations/0050_chat';

export default defineModule({
  name: 'im',
  tag: { name: 'im', description: 'Chat between users: conversations (imreply) and the websocket methods SendMessage, MessageList, UpdateReadMessage' },
  texts: imServerTexts,
  migrations: { '0050_chat': chat },
  routes: imRoutes,
});
