import fs from 'node:fs';
import type { Plugin } from 'vite';
import { localePart, type LocalePart } from './src/locales/parts.ts';

/**
 * `src/locales/xx.json?part=first` and `?part=later`: the two parts of a language bundle
 * (src/locales/parts.ts), cut at build time so the first screen downloads only what it shows.
 */
export function localeParts(): Plugin {
  const part = /\/locales\/[a-z]+\.json\?part=(first|later)$/;
  return {
    name: 'platform:locale-parts',
    enforce: 'pre',
    load(id) {
      const match = part.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(localePart(bundle, match[1] as LocalePart))};`;
    },
  };
}
