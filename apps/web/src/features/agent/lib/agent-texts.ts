/**
 * The agent area's texts live in their own i18next namespace (`agent`), one JSON per language in
 * ../locales, loaded with the area's chunk: visitors who never open it do not download them with the
 * site's main bundle (decision 0027). agent-texts.test.ts keeps the eight files complete.
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from '@platform/contracts';

export const AGENT_NS = 'agent';

const loaders = import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' });
const pending = new Map<Language, Promise<void>>();

async function load(i18n: I18n, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, AGENT_NS)) return;
  const loader = loaders[`../locales/${language.toLowerCase()}.json`];
  if (loader) i18n.addResourceBundle(language, AGENT_NS, await loader());
}

/** One load per language (EN when it fails, nothing more when that fails too: keys would show, not a crash). */
function loadOnce(i18n: I18n, language: Language): Promise<void> {
  let promise = pending.get(language);
  if (!promise) {
    promise = load(i18n, language).catch(() => load(i18n, FALLBACK_LANGUAGE)).catch(() => undefined);
    pending.set(language, promise);
  }
  return promise;
}

/** Suspends (the route's loader shows) until the namespace is there in the visible language. */
export function useAgentTexts(language: Language): void {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(language, AGENT_NS)) use(loadOnce(i18n, language));
}
