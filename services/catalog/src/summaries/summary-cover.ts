import { coverSvg, UndrawableTitleError, type CoverFace } from '../seed/cover-svg.js';
import type { Summary } from './summary.entity.js';

/** The bundled covers the seed draws (`coverUrlOf`), served by the web client. */
const BUNDLED_COVER = /^\/covers\/[a-z0-9-]+\.svg$/;

/**
 * A cover redrawn after an edit travels inside its own address. The address changes with what
 * the cover shows, so no browser, CDN or gateway cache can keep an old picture under it, and
 * every replica serves it with no file to write.
 */
const DRAWN_COVER = 'data:image/svg+xml,';

/** Whether the catalog drew this cover itself, rather than an editor giving its address. */
export function isGeneratedCover(url: string | null): url is string {
  return url !== null && (BUNDLED_COVER.test(url) || url.startsWith(DRAWN_COVER));
}

export function coverFaceOf(summary: Summary): CoverFace {
  return {
    title: summary.title,
    author: summary.author,
    categorySlug: summary.category?.slug ?? null,
    categoryName: summary.category?.name ?? null,
    readingTimeMinutes: summary.readingTimeMinutes,
  };
}

function sameFace(a: CoverFace, b: CoverFace): boolean {
  return (Object.keys(a) as (keyof CoverFace)[]).every((key) => a[key] === b[key]);
}

/**
 * The cover a summary should carry after an edit: a generated one that no longer shows the
 * summary's title, author, category or length is redrawn (none when the title cannot be drawn
 * whole, so cards show their fallback rather than the old title); any other cover is kept.
 * `before` is null for a new summary.
 */
export function coverAfterEdit(before: CoverFace | null, after: Summary): string | null {
  const url = after.coverImageUrl;
  if (!isGeneratedCover(url)) return url;
  const face = coverFaceOf(after);
  if (BUNDLED_COVER.test(url) && before && sameFace(before, face)) return url;
  try {
    return DRAWN_COVER + encodeURIComponent(coverSvg(face));
  } catch (error) {
    if (error instanceof UndrawableTitleError) return null;
    throw error;
  }
}
