import { useEffect } from 'react';

export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    document.title = exact ? title : `${title} | Distill`;
  }, [title, exact]);
}
