// Entry: wires the HTTP transport, the API, the stores and the app together.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ResultCode, type Envelope, type Transport } from '@core/api/envelope';
import './global.css';
import { currentLanguage, i18n, loadWords } from './i18n/instance';
import { feedback } from './http/feedback';
import { createApi } from '@widgets/runtime/ApiContext';
import { createStores } from './stores';
import { App } from './App';
import { whenIdle } from './idle';

// The HTTP client arrives with the first request rather than before the
// sign-in page draws: nothing is asked of the server until the visitor types.
// The words of the signed-in screens, forms and rules (in the language shown)
// come with it, since every such screen draws after a request (the guard loads
// the user first).
let pending: Promise<Transport> | undefined;
const loadTransport = () =>
  (pending ??= Promise.all([import('./http/client'), import('./http/transport'), import('./i18n'), loadWords(currentLanguage())]).then(
    ([client, http]) => http.createTransport(client.createHttpClient()),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  ));

const transport: Transport = async <T,>(...call: Parameters<Transport>): Promise<Envelope<T>> => {
  let send: Transport;
  try {
    send = await loadTransport();
  } catch {
    // The client's code could not be fetched (offline, or a newer build replaced it): answered like a failed call.
    const text = i18n.t('common.requestError');
    feedback.error(text);
    return { code: ResultCode.serverError, msg: text, data: null as T };
  }
  return send<T>(...call);
};

const api = createApi(transport);
const stores = createStores(api);

/**
 * What pressing "sign in" needs next, fetched once the sign-in page has drawn and the
 * browser is idle: the HTTP client and the signed-in words, the password digest, the
 * layout, its header items and the home page. The page paints with none of it (its own weight is
 * unchanged), and the click then waits for the server only, not for some fifty files.
 */
function warmUpSignIn(): void {
  if (stores.session.signedIn) return;
  const warm = () => {
    // A failed fetch here is retried by the real import when it is needed.
    const quiet = () => undefined;
    loadTransport().catch(quiet);
    import('spark-md5').catch(quiet);
    import('./layouts/classic/ClassicLayout').catch(quiet);
    import('./pages/system/HomePage').catch(quiet);
    import('./realtime/RealtimeHeaderItems').catch(quiet);
  };
  const warmWhenIdle = () => void whenIdle(warm, 2000);
  if (document.readyState === 'complete') warmWhenIdle();
  else window.addEventListener('load', warmWhenIdle, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} stores={stores} />
  </StrictMode>,
);
warmUpSignIn();
