type Forget = () => void;

const forgetters = new Set<Forget>();

/**
 * Data cached for one viewer (GraphQL answers carry hasFullAccess) registers here to be dropped
 * when the viewer changes. A registry rather than an import keeps the GraphQL client out of the
 * pages that never load it.
 */
export function forgetOnViewerChange(forget: Forget): void {
  forgetters.add(forget);
}

export function viewerChanged(): void {
  for (const forget of forgetters) forget();
}
