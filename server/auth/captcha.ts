// Captcha images for sign-in and password change. Answers live in the database
// (not in process memory) so any server instance can check them; each is used once.
import { create as createCaptchaImage } from 'svg-captcha';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const lifetimeMillis = 5 * 60_000;
// Letters that are easy to tell apart in a noisy image.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

// JNPF's client sends Math.random() (a dot and digits); Kiln's sends letters and digits.
export const captchaKeyPattern = '^[A-Za-z0-9.]{3,64}$';

export class CaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly fixedAnswer: string | null,
  ) {}

  /** Creates (or replaces) the captcha for `key` and returns its SVG image. */
  async issue(key: string, length: number): Promise<string> {
    const image = createCaptchaImage({ size: length, charPreset: alphabet, noise: 3, color: true, width: 120, height: 40 });
    const code = this.fixedAnswer ?? image.text;
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('base_captcha').where('expires_at', '<', now).execute();
      await trx.deleteFrom('base_captcha').where('id', '=', key).execute();
      await trx.insertInto('base_captcha').values({ id: key, code: code.toLowerCase(), expires_at: now + lifetimeMillis }).execute();
    });
    return image.data;
  }

  /** True when `answer` matches the captcha issued for `key`; the captcha is spent either way. */
  async check(key: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!key || !answer) return false;
    const row = await this.db.selectFrom('base_captcha').select(['code', 'expires_at']).where('id', '=', key).executeTakeFirst();
    if (!row) return false;
    await this.db.deleteFrom('base_captcha').where('id', '=', key).execute();
    return row.expires_at >= Date.now() && row.code === answer.trim().toLowerCase();
  }
}
