import type { IdentityConfig } from '../config.js';
import type { EmailOutcome } from './email-sender.js';

/** A link for an e-mail, built from PUBLIC_URL only (never from a request's Host). */
export function publicUrl(
  config: IdentityConfig,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(path, config.PUBLIC_URL);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** Development only: the page showing a kept e-mail; null when it was queued or dropped. */
export function previewUrlOf(config: IdentityConfig, outcome: EmailOutcome): string | null {
  return outcome.kind === 'preview'
    ? publicUrl(config, `/api/dev/emails/${outcome.previewId}`)
    : null;
}
