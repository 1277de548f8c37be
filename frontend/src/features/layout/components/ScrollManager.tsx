import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Route changes start at the top of the page; links with a hash (e.g. /#pricing from the footer)
 * scroll to their section once it is rendered.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    let attempts = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      attempts += 1;
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
      if (target || attempts > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);

  return null;
}
