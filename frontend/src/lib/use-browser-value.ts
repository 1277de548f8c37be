import { useSyncExternalStore } from 'react';

/** The values read here do not change while the page is open (or are read again on render). */
const noChanges = () => () => {};
const notOnTheServer = () => null;

/**
 * A value only the browser knows (its speech engine, its time zone, the address's fragment), read
 * so that a page the gateway rendered hydrates exactly as it was rendered: null on the server and
 * during hydration, `read()` from the render after (at once on a page rendered in the browser).
 * `read` must return the same value for the same state (a primitive, or a kept object).
 */
export function useBrowserValue<T>(read: () => T): T | null {
  return useSyncExternalStore(noChanges, read, notOnTheServer);
}
