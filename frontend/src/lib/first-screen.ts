/**
 * Whether the page's first screen has hydrated. Until then the page shows what the gateway
 * rendered moments ago; code that behaves differently for that moment (the GraphQL client,
 * lib/apollo.ts) waits for it here.
 */
let hydrated = false;
const waiting: Array<() => void> = [];

/** Called by every screen once it has hydrated or rendered (App.tsx); the first call counts. */
export function firstScreenHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the first screen has hydrated: at once if it has. */
export function afterFirstScreen(run: () => void): void {
  if (hydrated) run();
  else waiting.push(run);
}
