import { createContext, useContext, useEffect } from 'react';

/**
 * Told each page's title while prerendering (effects do not run there), so the prerendered
 * HTML carries the title the page sets in the browser.
 */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  const fullTitle = exact ? title : `${title} | Distill`;
  useContext(PrerenderTitleContext)?.(fullTitle);
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
