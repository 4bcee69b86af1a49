// A captcha image with a fresh random key per image; the key travels back to
// the server as `timestamp` with the typed answer.
import { useCallback, useState } from 'react';
import { captchaImageUrl } from '@core/api/oauth';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomCaptchaKey(length = 16): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export function useCaptcha() {
  const [key, setKey] = useState(randomCaptchaKey);
  const refresh = useCallback(() => setKey(randomCaptchaKey()), []);
  return { key, url: captchaImageUrl(key), refresh };
}
