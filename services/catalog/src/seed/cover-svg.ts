import type { SeedSummary } from './seed-content.js';

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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap to at most `maxLines` lines of `maxChars`; the last line gets an ellipsis. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]*$/, '')}…`;
  return kept;
}

/** A deterministic cover drawn from the title, author and category: no network, no images. */
export function coverSvg(
  summary: Pick<SeedSummary, 'title' | 'author' | 'category'>,
  categoryName: string,
): string {
  const palette = PALETTES[summary.category] ?? PALETTES.business!;
  const titleLines = wrap(summary.title, 16, 5);
  const titleSize = titleLines.length > 3 ? 38 : 46;
  const titleTop = Math.max(160, 230 - ((titleLines.length - 1) * titleSize * 1.15) / 2);
  const title = titleLines
    .map(
      (line, index) =>
        `<text x="40" y="${Math.round(titleTop + index * titleSize * 1.15)}" font-size="${titleSize}" font-weight="700">${escapeXml(line)}</text>`,
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
<text x="40" y="100" font-family="Helvetica, Arial, sans-serif" font-size="18" letter-spacing="3" fill="${palette.accent}">${escapeXml(categoryName.toUpperCase())}</text>
<g font-family="Georgia, 'Times New Roman', serif" fill="#ffffff">${title}</g>
<text x="40" y="540" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#ffffff" opacity="0.9">${escapeXml(summary.author)}</text>
<text x="40" y="570" font-family="Helvetica, Arial, sans-serif" font-size="14" letter-spacing="2" fill="${palette.accent}">DISTILL · 15-MINUTE READ</text>
</svg>
`;
}
