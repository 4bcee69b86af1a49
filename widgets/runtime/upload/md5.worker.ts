// Hashes one file off the main thread, so a page stays responsive while a
// large file is checked: posts its progress after each slice, then the md5.
import { md5InSlices, type HashReply, type HashRequest } from './md5Slices';

// The project's TypeScript lib is the DOM's; these are the two worker members used.
const scope = self as unknown as { onmessage: ((event: MessageEvent<HashRequest>) => void) | null; postMessage(reply: HashReply): void };

scope.onmessage = (event) => {
  md5InSlices(event.data.file, { progress: (done) => scope.postMessage({ kind: 'progress', done }) }).then(
    (md5) => scope.postMessage({ kind: 'done', md5 }),
    (error: unknown) => scope.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
