// The one axios instance: token, origin header, language, the `n` timestamp and
// timeouts of spec 01 §7.1. Every HTTP status is read as an envelope.
import axios, { type AxiosInstance } from 'axios';
import { storage, storageKeys } from '../storage';
import { acceptLanguageOf, currentLanguage } from '../i18n';

const defaultTimeout = 1_000_000;
const slowTimeout = 100_000;
const slowCalls = ['SynThirdInfo', 'extend/Email/Receive', 'Permission/Authority/Data', 'DataSync/Actions/Execute'];

export function timeoutFor(url: string): number {
  return slowCalls.some((part) => url.includes(part)) ? slowTimeout : defaultTimeout;
}

export function createHttpClient(): AxiosInstance {
  const client = axios.create({
    baseURL: '',
    timeout: defaultTimeout,
    // The envelope's code decides success; 4xx/5xx bodies are envelopes too.
    validateStatus: () => true,
  });
  client.interceptors.request.use((config) => {
    const token = storage.get(storageKeys.token);
    if (token) config.headers.set('Authorization', token);
    config.headers.set('jnpf-origin', 'pc');
    config.headers.set('Accept-Language', acceptLanguageOf(currentLanguage()));
    config.timeout = timeoutFor(config.url ?? '');
    config.params = { ...(config.params as Record<string, unknown> | undefined), n: Date.now() };
    return config;
  });
  return client;
}
