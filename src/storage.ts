// Everything the browser keeps between visits, under the kiln_ prefix. Nothing
// secret beyond the session token; never the password.
const prefix = 'kiln_';

export const storageKeys = {
  token: `${prefix}token`,
  locked: `${prefix}locked`,
  sidebar: `${prefix}sidebar`,
  language: `${prefix}language`,
  lastAccount: `${prefix}last_account`,
} as const;

type Key = (typeof storageKeys)[keyof typeof storageKeys];

export const storage = {
  get: (key: Key): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: Key, value: string): void => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private windows may refuse storage; the session then lasts for the page.
    }
  },
  remove: (key: Key): void => {
    try {
      localStorage.removeItem(key);
    } catch {
      // See set().
    }
  },
};
