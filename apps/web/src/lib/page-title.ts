import { useEffect } from 'react';
import { pageHead, type Language } from '@platform/contracts';

/**
 * The tab title and meta description of the page on screen, from the table the server writes into the
 * served HTML (packages/contracts page-texts): after a client-side navigation or a language change the
 * document says what a fresh load of the same address would.
 */
export function usePageTitle(pathname: string, language: Language, siteName: string): void {
  useEffect(() => {
    const head = pageHead(pathname, language, siteName);
    document.title = head.title;
    document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', head.description);
  }, [pathname, language, siteName]);
}
