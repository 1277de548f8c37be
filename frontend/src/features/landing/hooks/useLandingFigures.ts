import { useEffect, useState } from 'react';
import { restJson } from '../../../lib/rest-client';

/** The gateway's `GET /api/landing-figures`: counted, rounded down, null when left out. */
export interface LandingFigures {
  summaries: string | null;
  /** Published in the last 30 days. */
  newSummaries: string | null;
  members: string | null;
}

/**
 * The figures change with the catalogue and the members, and the landing is prerendered once:
 * so the page asks on each visit (REST, like the featured list, to keep Apollo off the landing),
 * and shows nothing in their place until it knows, and nothing at all if it cannot ask.
 */
export function useLandingFigures(): LandingFigures | null {
  const [figures, setFigures] = useState<LandingFigures | null>(null);
  useEffect(() => {
    let current = true;
    restJson<LandingFigures>('/api/landing-figures')
      .then((answer) => {
        if (current) setFigures(answer);
      })
      .catch((error: unknown) => console.warn('Could not load the landing figures.', error));
    return () => {
      current = false;
    };
  }, []);
  return figures;
}
