// How the HTTP client reaches the screen without importing React: the app
// registers a toast and a session-end handler at start.
type Toast = (text: string) => void;

let toastError: Toast = () => undefined;
let endSession: () => void = () => undefined;

export const feedback = {
  setToast(toast: Toast) {
    toastError = toast;
  },
  setSessionEnd(handler: () => void) {
    endSession = handler;
  },
  error(text: string) {
    toastError(text);
  },
  sessionEnded() {
    endSession();
  },
};
