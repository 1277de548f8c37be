import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { coverSvg, seedCoverFace } from './cover-svg.js';
import { loadSeedContent } from './seed-content.js';

/** The web client serves the covers as static files: frontend/public/covers/<slug>.svg. */
export const COVERS_DIR = fileURLToPath(
  new URL('../../../../frontend/public/covers/', import.meta.url),
);

/** `npm run covers`: regenerate every seed cover after editing the seed content. */
const content = await loadSeedContent();
const categoryNames = new Map(content.categories.map((c) => [c.slug, c.name]));
await mkdir(COVERS_DIR, { recursive: true });
for (const summary of content.summaries) {
  await writeFile(
    `${COVERS_DIR}${summary.slug}.svg`,
    coverSvg(seedCoverFace(summary, categoryNames.get(summary.category)!)),
  );
}
process.stdout.write(`wrote ${content.summaries.length} covers to ${COVERS_DIR}\n`);
