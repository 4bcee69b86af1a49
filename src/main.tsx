// Entry: wires the HTTP transport, the API, the stores and the app together.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import './i18n';
import { createHttpClient } from './http/client';
import { createTransport } from './http/transport';
import { createApi } from '@widgets/runtime/ApiContext';
import { createStores } from './stores';
import { App } from './App';

const api = createApi(createTransport(createHttpClient()));
const stores = createStores(api);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} stores={stores} />
  </StrictMode>,
);
