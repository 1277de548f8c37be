import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { coverSvg, layoutTitle, seedCoverFace, TITLE_BOX } from '../src/seed/cover-svg.js';
import { loadSeedContent, readingTimeOf, type SeedContent } from '../src/seed/seed-content.js';

let content: SeedContent;
let covers: Array<{ slug: string; title: string; minutes: number; svg: string }>;

beforeAll(async () => {
  content = await loadSeedContent();
  const names = new Map(content.categories.map((c) => [c.slug, c.name]));
  covers = content.summaries.map((summary) => ({
    slug: summary.slug,
    title: summary.title,
    minutes: readingTimeOf(summary),
    svg: coverSvg(seedCoverFace(summary, names.get(summary.category)!)),
  }));
});

/** The face the covers name first (Georgia) has Gelasio's metrics; measured independently here. */
const font = opentype.parse(
  new Uint8Array(
    readFileSync(
      createRequire(import.meta.url).resolve(
        '@fontsource/gelasio/files/gelasio-latin-700-normal.woff',
      ),
    ),
  ).buffer,
);

interface DrawnLine {
  text: string;
  x: number;
  baseline: number;
  textLength: number;
}

/** The title as the cover draws it: its font size and one `<text>` per line. */
function drawnTitle(svg: string): { fontSize: number; lines: DrawnLine[] } {
  const group = /<g class="cover-title"[^>]*font-size="(\d+)"[^>]*>(.*?)<\/g>/.exec(svg);
  const lines = [
    ...(group?.[2] ?? '').matchAll(
      /<text x="([\d.]+)" y="([\d.]+)" textLength="([\d.]+)" lengthAdjust="spacingAndGlyphs">([^<]*)<\/text>/g,
    ),
  ].map(([, x, y, textLength, text]) => ({
    text: text!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    x: Number(x),
    baseline: Number(y),
    textLength: Number(textLength),
  }));
  return { fontSize: Number(group?.[1]), lines };
}

describe('generated covers', () => {
  it('draw every title whole, each line inside the title box', () => {
    const ascent = font.ascender / font.unitsPerEm;
    const descent = -font.descender / font.unitsPerEm;
    const problems = covers.flatMap(({ slug, title, svg }) => {
      const { fontSize, lines } = drawnTitle(svg);
      const found: string[] = [];
      if (lines.map((line) => line.text).join(' ') !== title.split(/\s+/).join(' ')) {
        found.push(`${slug}: the drawn lines do not spell the whole title`);
      }
      for (const [index, line] of lines.entries()) {
        const width = font.getAdvanceWidth(line.text, fontSize);
        const fits =
          Math.abs(width - line.textLength) < 0.1 &&
          line.x >= TITLE_BOX.left &&
          line.x + line.textLength <= TITLE_BOX.right &&
          line.baseline - ascent * fontSize >= TITLE_BOX.top &&
          line.baseline + descent * fontSize <= TITLE_BOX.bottom;
        if (!fits) found.push(`${slug} line ${index + 1} (${width} wide): ${JSON.stringify(line)}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("print each summary's own reading time", () => {
    for (const { slug, minutes, svg } of covers) {
      const printed = /DISTILL · (\d+)-MINUTE READ/.exec(svg)?.[1];
      expect({ slug, printed: Number(printed) }).toEqual({ slug, printed: minutes });
    }
  });

  it('keep a short title large and shrink a long one until it fits', () => {
    expect(layoutTitle('Meditations')).toMatchObject({ fontSize: 46, lines: [{}] });
    const long = layoutTitle('Narrative of the Life of Frederick Douglass, an American Slave');
    expect(long.fontSize).toBeLessThan(46);
    const word = layoutTitle('Incomprehensibilities');
    expect(word.lines).toHaveLength(1);
    expect(word.fontSize).toBeLessThan(46);
  });

  it('refuses a title that cannot fit rather than clip it', () => {
    expect(() => layoutTitle('word '.repeat(60))).toThrow(/does not fit/);
    expect(() => layoutTitle('Grüße aus 東京')).toThrow(/lacks/);
  });
});
