import { writeFile } from 'node:fs/promises';
import { generatedDeploymentFiles } from './generated-files.js';

// `npm run generate-deployment -w infra`: rewrites the deployment files derived from the service
// manifest (infra/test/deployment-generated.spec.ts fails while one is stale).
const root = new URL('../../../', import.meta.url);
for (const [path, content] of generatedDeploymentFiles()) {
  await writeFile(new URL(path, root), content);
  process.stdout.write(`wrote ${path}\n`);
}
