// The header's realtime parts, drawn by every layout's navbar: the notice bell and
// the chat icon, over the one socket the signed-in shell holds (opened here, so
// each layout gets it by mounting this component once).
import { ChatButton } from './chat/ChatButton';
import { NoticeBell } from './messages/NoticeBell';
import { RealtimeProvider } from './RealtimeProvider';

export function RealtimeHeaderItems() {
  return (
    <RealtimeProvider>
      <NoticeBell />
      <ChatButton />
    </RealtimeProvider>
  );
}
