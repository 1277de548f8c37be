import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { readingTimeOf, type SeedSummary } from './seed-content.js';

/** One palette per category so covers of a shelf read as a set. */
const PALETTES: Record<string, { from: string; to: string; accent: string }> = {
  business: { from: '#0f3d3e', to: '#1f6f6b', accent: '#f2c14e' },
  psychology: { from: '#3b1f5c', to: '#6b3fa0', accent: '#f7a072' },
  'self-help': { from: '#7a2e1f', to: '#c0573e', accent: '#ffe2a8' },
  science: { from: '#10294a', to: '#1f5c99', accent: '#7fd1ff' },
  biography: { from: '#3d3326', to: '#7a6448', accent: '#f3d9a4' },
};

const WIDTH = 400;
const HEIGHT = 600;

/** Where the title may be drawn: below the category label, above the author line. */
export const TITLE_BOX = { left: 40, right: 360, top: 128, bottom: 500 } as const;
const TITLE_SIZES = { largest: 46, smallest: 22 } as const;
const TITLE_MAX_LINES = 5;
const LINE_HEIGHT = 1.15;

/**
 * Titles are measured with Gelasio Bold, which is metric-compatible with Georgia, the face the
 * covers ask for. Each line also states its measured width (`textLength`), so a device without
 * Georgia squeezes its fallback serif into the same width instead of running past the box.
 */
const titleFont = opentype.parse(
  toArrayBuffer(
    readFileSync(
      createRequire(import.meta.url).resolve(
        '@fontsource/gelasio/files/gelasio-latin-700-normal.woff',
      ),
    ),
  ),
);

function toArrayBuffer(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer;
}

/** A title the cover cannot draw whole: a glyph the font lacks, or too long for the box. */
export class UndrawableTitleError extends Error {}

export interface TitleLayout {
  fontSize: number;
  /** Each line with the y of its baseline. */
  lines: Array<{ text: string; baseline: number }>;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Coordinates are written with one decimal, rounded outwards so nothing written exceeds them. */
function upToTenth(value: number): number {
  return Math.ceil(value * 10) / 10;
}

function widthOf(text: string, fontSize: number): number {
  return upToTenth(titleFont.getAdvanceWidth(text, fontSize));
}

/** Greedy word wrap by measured width; null when a single word is wider than a line. */
function wrapToWidth(words: string[], fontSize: number, width: number): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    if (widthOf(word, fontSize) > width) return null;
    const last = lines.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`, fontSize) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/**
 * The largest title size (down to a floor) at which the whole title wraps into the title box,
 * with its block of lines centred where the short titles of the original design sat.
 */
export function layoutTitle(title: string): TitleLayout {
  const missing = [...title].filter((c) => /\S/.test(c) && titleFont.charToGlyphIndex(c) === 0);
  if (missing.length > 0)
    throw new UndrawableTitleError(`cover font lacks ${missing.join('')} in "${title}"`);
  const words = title.split(/\s+/).filter(Boolean);
  const ascent = titleFont.ascender / titleFont.unitsPerEm;
  const descent = -titleFont.descender / titleFont.unitsPerEm;
  for (let fontSize = TITLE_SIZES.largest; fontSize >= TITLE_SIZES.smallest; fontSize -= 1) {
    const lines = wrapToWidth(words, fontSize, TITLE_BOX.right - TITLE_BOX.left);
    if (!lines || lines.length > TITLE_MAX_LINES) continue;
    const step = fontSize * LINE_HEIGHT;
    const span = (lines.length - 1) * step;
    const highest = TITLE_BOX.top + ascent * fontSize;
    const lowest = TITLE_BOX.bottom - descent * fontSize - span;
    if (highest > lowest) continue;
    // Short titles sit where the original design put them; long ones move up to fit.
    const first = upToTenth(Math.min(Math.max(Math.max(160, 230 - span / 2), highest), lowest));
    const baselines = lines.map((_, index) => upToTenth(first + index * step));
    if (baselines.at(-1)! + descent * fontSize > TITLE_BOX.bottom) continue;
    return {
      fontSize,
      lines: lines.map((text, index) => ({ text, baseline: baselines[index]! })),
    };
  }
  throw new UndrawableTitleError(`the title "${title}" does not fit on a cover`);
}

/** What a generated cover shows. */
export interface CoverFace {
  title: string;
  author: string;
  /** Picks the palette; an unknown or missing category gets the first. */
  categorySlug: string | null;
  categoryName: string | null;
  readingTimeMinutes: number;
}

/** What the bundled cover of a seed summary shows. */
export function seedCoverFace(
  summary: Pick<SeedSummary, 'title' | 'author' | 'category' | 'content' | 'sections'>,
  categoryName: string,
): CoverFace {
  return {
    title: summary.title,
    author: summary.author,
    categorySlug: summary.category,
    categoryName,
    readingTimeMinutes: readingTimeOf(summary),
  };
}

/** A deterministic cover drawn from the title, author, category and length: no network, no images. */
export function coverSvg(summary: CoverFace): string {
  const palette = PALETTES[summary.categorySlug ?? ''] ?? PALETTES.business!;
  const layout = layoutTitle(summary.title);
  const title = layout.lines
    .map(
      ({ text, baseline }) =>
        `<text x="${TITLE_BOX.left}" y="${baseline}" textLength="${widthOf(text, layout.fontSize)}" lengthAdjust="spacingAndGlyphs">${escapeXml(text)}</text>`,
    )
    .join('');
  const seed = [...summary.title].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 7);
  const circleX = 260 + (seed % 120);
  const circleY = 430 + ((seed >> 8) % 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(`${summary.title} by ${summary.author}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="${circleX}" cy="${circleY}" r="150" fill="${palette.accent}" opacity="0.14"/>
<circle cx="${circleX - 60}" cy="${circleY + 40}" r="70" fill="${palette.accent}" opacity="0.18"/>
<rect x="40" y="56" width="56" height="6" rx="3" fill="${palette.accent}"/>
<text x="40" y="100" font-family="Helvetica, Arial, sans-serif" font-size="18" letter-spacing="3" fill="${palette.accent}">${escapeXml((summary.categoryName ?? '').toUpperCase())}</text>
<g class="cover-title" font-family="Georgia, Gelasio, 'Times New Roman', serif" font-size="${layout.fontSize}" font-weight="700" fill="#ffffff">${title}</g>
<text x="40" y="540" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#ffffff" opacity="0.9">${escapeXml(summary.author)}</text>
<text x="40" y="570" font-family="Helvetica, Arial, sans-serif" font-size="14" letter-spacing="2" fill="${palette.accent}">DISTILL · ${summary.readingTimeMinutes}-MINUTE READ</text>
</svg>
`;
}
