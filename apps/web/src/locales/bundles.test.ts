/**
 * Every non-English text speaks its language (issue 17): no English left over in a bundle (brands,
 * vendor names, units and codes excepted) and the glossary's one word per concept (docs/glossary.md).
 * Covers the web bundles, every feature's bundles and the server's error texts. And no bundle keeps a
 * key the code never asks for (a dead text still costs a translation in 8 languages and bytes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LANGUAGES, type Language } from '@platform/contracts';

const here = dirname(fileURLToPath(import.meta.url));
const main = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });
const features = import.meta.glob<{ default: unknown }>('../features/*/locales/*.json', { eager: true });

/** Every leaf key path of a bundle with its text. */
function leaves(node: unknown, prefix: string, out: Map<string, string>) {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) leaves(value, `${prefix}.${key}`, out);
  } else if (typeof node === 'string') {
    out.set(prefix, node);
  }
  return out;
}

/** Every text of one language: `<bundle>:<key path>` → text. */
function texts(language: Language): Map<string, string> {
  const code = language.toLowerCase();
  const out = new Map<string, string>();
  for (const [path, mod] of Object.entries({ ...main, ...features })) {
    // Keyed by the bundle's folder, not its file: the same text of every language has the same key.
    if (!path.endsWith(`/${code}.json`)) continue;
    const folder = path.slice(0, -`/${code}.json`.length);
    leaves(mod.default, folder === '.' ? 'web' : folder.replace(/^\.\.\//, ''), out);
  }
  for (const [key, text] of Object.entries(ERROR_MESSAGES[language])) out.set(`errors:${key}`, text);
  return out;
}

/**
 * Latin words a non-English text may hold: brands and apps (their own names), vendor and payment
 * names, units, codes and formats everyone writes in Latin letters. Anything else of 3+ Latin letters
 * in TH, CN, HI or MY is English left over.
 */
const LATIN_ALLOWED = new Set([
  // Brands, apps and sign-in providers
  'LINE', 'WhatsApp', 'WeChat', 'Telegram', 'Zalo', 'Facebook', 'Google', 'Authenticator', 'Apple', 'iOS', 'Android', 'Chrome', 'Safari',
  // Codes, units and formats
  'OTP', 'SMS', 'PNG', 'JPG', 'JPEG', 'CSV', 'PDF', 'USDT', 'VIP', 'RTP', 'URL', 'PIN', 'QR', 'IP', 'ID', 'GMT', 'UTC', 'HOT', 'PGE',
  'SHA-256', 'HMAC-SHA256', 'JSON', 'TOTP', 'THB', 'MMK', 'IDR', 'INR', 'BRL', 'MXN', 'USD', 'IDRK',
  // Operator texts naming a protocol or a notation as such
  'https', 'CIDR', 'OpenID',
  // The slot symbol printed BAR on the reel
  'BAR',
  // The provably-fair field every outside verifier names so (players paste it there)
  'nonce', 'Nonce',
]);
/** Date patterns shown as such (yyyy-MM-dd) are formats, not words. */
const DATE_PATTERN = /^[yMd]+(-[yMd]+)+$/;

/** A text without its placeholders: the bundles' `{{name}}` and the error texts' `{name}` (errorMessage's figures). */
const unplaced = (text: string) => text.replace(/{{[^}]*}}/g, ' ').replace(/\{\w+\}/g, ' ');

/** The Latin words of a text, placeholders, tags and URLs left out. */
function latinWords(text: string): string[] {
  const bare = unplaced(text).replace(/<[^>]*>/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  return [...bare.matchAll(/[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]/g)].map((m) => m[0]).filter((w) => /[A-Za-z]{3}/.test(w));
}

/** Values a translation may share with EN: names and codes, and words the same in that language. */
const SAME_AS_EN: Record<string, ReadonlySet<string>> = {
  common: new Set(['—', 'VIP', 'ID {{id}}', 'LINE ID', 'WhatsApp', 'WeChat', 'Telegram', 'Zalo', 'Facebook', 'Nonce']),
  ES: new Set(['Captcha', 'E-Sports', 'Total', 'Total: {{count}}', 'Bar', 'No']),
  PT: new Set(['OK', 'Menu', 'Captcha', 'E-Sports', 'E-mail', 'Status', 'Total', 'Total: {{count}}', 'Bar']),
  ID: new Set(['OK', 'Menu', 'Captcha', 'E-Sports', 'Deposit', 'Deposit #{{id}}', 'Deposit #{{id}} · {{channel}}', 'Status', 'Bank', 'Bonus', 'Transfer', 'Total', 'Total: {{count}}', 'Member', 'Upline', 'Downline', 'Slot', 'Bar', 'Plum', 'Lemon', 'HOT']),
};
const NON_LATIN: readonly Language[] = ['TH', 'CN', 'HI', 'MY'];

interface Rejected { language: Language; word: string }
/** The glossary's "Rejected" table: language, rejected word, word to use instead. */
function rejectedWords(): Rejected[] {
  const doc = readFileSync(resolve(here, '../../../../docs/glossary.md'), 'utf8');
  const table = doc.split('## Rejected')[1]?.split('\n## ')[0] ?? '';
  return table.split('\n')
    .map((line) => line.split('|').map((c) => c.trim()))
    .filter((cells) => cells.length >= 4 && (LANGUAGES as readonly string[]).includes(cells[1] ?? ''))
    .map((cells) => ({ language: cells[1] as Language, word: cells[2]! }));
}

const english = texts('EN');

describe('bundles speak their language', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'EN')) {
    const own = texts(language);
    it(`${language}: no text left as the English one`, () => {
      const allowed = new Set([...SAME_AS_EN.common!, ...(SAME_AS_EN[language] ?? [])]);
      const same = [...own].filter(([key, text]) => english.get(key) === text && !allowed.has(text)).map(([key, text]) => `${key}: ${text}`);
      expect(same).toEqual([]);
    });

    if (NON_LATIN.includes(language)) {
      it(`${language}: no English words inside a text (brands, units and codes excepted)`, () => {
        const left = [...own].flatMap(([key, text]) => latinWords(text)
          .filter((w) => !LATIN_ALLOWED.has(w) && !DATE_PATTERN.test(w))
          .map((w) => `${key}: ${w}`));
        expect(left).toEqual([]);
      });
    }
  }

  it('uses no word the glossary rejects', () => {
    const rejected = rejectedWords();
    expect(rejected.length).toBeGreaterThan(5);
    const found = rejected.flatMap(({ language, word }) => [...texts(language)]
      .filter(([, text]) => unplaced(text).toLocaleLowerCase().includes(word.toLocaleLowerCase()))
      .map(([key]) => `${language} "${word}" in ${key}`));
    expect(found).toEqual([]);
  });

  it('finds leftovers when there are some (the checks can fail)', () => {
    expect(latinWords('กรุณากรอก captcha {{name}}')).toEqual(['captcha']);
    expect(latinWords('ประเภท 41 · <b>SHA-256</b>')).toEqual(['SHA-256']);
    expect(latinWords('ต้องเดิมพันอีก {left} ก่อนถอนเงิน')).toEqual([]);
    expect(rejectedWords()).toContainEqual({ language: 'TH', word: 'เอเจนต์' });
  });
});

/** The app's sources (tests left out) under `dir`, as one text. */
function sources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

/**
 * Keys used outside the sources scanned: the `install.offline` texts are read at build time by
 * apps/web/pwa-plugin.ts for the service worker's offline page.
 */
const USED_ELSEWHERE = ['install.offline.'];

/**
 * The keys of `keys` that `source` never names: neither as a quoted literal ('a.b', "a.b", `a.b`)
 * nor through a template such as t(`records.types.${type}`), whose `${…}` stands for one key segment
 * (templates must start with a fixed section, `section.`, to count). Plural forms count as their base key.
 */
function unusedKeys(keys: string[], source: string, usedElsewhere: readonly string[] = []): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const templates = [...new Set([...source.matchAll(/`([a-zA-Z]+\.[^`]*\$\{[^`]*)`/g)].map((m) => m[1]!))]
    .map((t) => new RegExp(`^${t.split(/\$\{[^}]*\}/).map(escape).join('[\\w-]+')}$`));
  return keys.filter((key) => {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (usedElsewhere.some((prefix) => base.startsWith(prefix))) return false;
    if ([`'${base}'`, `"${base}"`, `\`${base}\``].some((quoted) => source.includes(quoted))) return false;
    return !templates.some((t) => t.test(base));
  });
}

describe('bundles hold only keys in use', () => {
  const srcDir = resolve(here, '..');
  const keysOf = (bundle: unknown) => [...leaves(bundle, '', new Map()).keys()].map((k) => k.slice(1));

  it('the web bundle: every key is used somewhere in apps/web/src', () => {
    expect(unusedKeys(keysOf(main['./en.json']!.default), sources(srcDir), USED_ELSEWHERE)).toEqual([]);
  });

  it('the agent bundle: every key is used by the agent feature', () => {
    expect(unusedKeys(keysOf(features['../features/agent/locales/en.json']!.default), sources(resolve(srcDir, 'features/agent')))).toEqual([]);
  });

  it('finds a key nobody asks for (the check can fail)', () => {
    const source = "t('lobby.hotGames'); t(`records.types.${type}`); t(\"a.b\", { count })";
    const keys = ['lobby.hotGames', 'lobby.card.play', 'records.types.bet', 'records.types.bet.deep', 'a.b_one', 'install.offline.title'];
    expect(unusedKeys(keys, source, USED_ELSEWHERE)).toEqual(['lobby.card.play', 'records.types.bet.deep']);
  });
});
