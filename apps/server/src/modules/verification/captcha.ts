import crypto from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Cache } from '../../lib/cache';

const TTL_SECONDS = 300;
// The module itself draws a given text (its typings only declare create()).
const drawText = svgCaptcha as unknown as (text: string, options: object) => string;
export const CAPTCHA_COOKIE = 'captcha_id';

/**
 * Image captchas (spec §3, §4): four digits drawn as paths with noise by svg-captcha, rendered to PNG
 * by resvg. The answer's hash waits in the shared cache under a random id that the browser holds in an
 * HttpOnly cookie, so the login form needs no extra field; each answer works once.
 */
export function createCaptchaService(deps: { cache: Cache }) {
  const key = (id: string) => `captcha:${id}`;
  const digest = (answer: string) => crypto.createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

  return {
    /** `text` fixes the answer (tests); players always get a random one. */
    async issue(text?: string): Promise<{ id: string; pngBase64: string }> {
      const options = { size: 4, charPreset: '23456789', noise: 3, color: true, background: '#1b1830', width: 120, height: 44 };
      const cap = text ? { text, data: drawText(text, options) } : svgCaptcha.create(options);
      const png = new Resvg(cap.data).render().asPng();
      const id = crypto.randomBytes(18).toString('base64url');
      await deps.cache.set(key(id), digest(cap.text), TTL_SECONDS);
      return { id, pngBase64: Buffer.from(png).toString('base64') };
    },

    /** True when `answer` is the one issued under `id`; the id is spent either way. */
    async verify(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !answer) return false;
      const expected = await deps.cache.get(key(id));
      await deps.cache.del(key(id));
      if (!expected) return false;
      const given = digest(answer);
      return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given));
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
