// The header's realtime parts, drawn by every layout's navbar: the chat icon and
// the notice bell, over the one socket the signed-in shell holds.
import { ChatButton } from './chat/ChatButton';

export function RealtimeHeaderItems() {
  return <ChatButton />;
}
