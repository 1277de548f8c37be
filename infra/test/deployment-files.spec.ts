import { readFileSync } from 'node:fs';
import { SERVICE_MANIFEST, SERVICE_NAMES, type ServiceManifestEntry } from '@distill/contracts';
import { parseAllDocuments } from 'yaml';
import { generatedDeploymentFiles } from '../src/deployment/generated-files.js';
import { filesLacking } from './hand-written-deployment.js';
import { REPOSITORY_ROOT, type KubernetesObject } from './manifest-checks.js';

/** A made-up fifth service, as a new entry of the manifest would describe it. */
const NOTES: ServiceManifestEntry = {
  port: 4005,
  portVariable: 'NOTES_PORT',
  database: 'distill_notes',
  databaseUrlVariable: 'NOTES_DATABASE_URL',
  gatewayUrlVariable: 'NOTES_URL',
  entry: 'services/notes/dist/main.js',
  consumes: [],
};

describe('deployment files generated from the service manifest', () => {
  it.each([...generatedDeploymentFiles()])(
    '%s is up to date (run `npm run generate-deployment -w infra` when this fails)',
    (path, generated) => {
      expect(readFileSync(`${REPOSITORY_ROOT}${path}`, 'utf8')).toBe(generated);
    },
  );

  it("give a new service its database, its workloads and the gateway's URL of it", () => {
    const files = generatedDeploymentFiles({ ...SERVICE_MANIFEST, notes: NOTES });
    expect(files.get('infra/docker/postgres-init.sql')).toContain('CREATE DATABASE distill_notes;');
    expect(files.get('k8s/base/subgraph-urls.env')).toContain(
      'NOTES_URL=http://notes:4005/graphql',
    );
    const notes = parseAllDocuments(files.get('k8s/base/subgraphs.yaml')!)
      .map((document) => document.toJS() as KubernetesObject)
      .filter((object) => object.metadata.name.startsWith('notes'));
    expect(notes.map((object) => `${object.kind} ${object.metadata.name}`)).toEqual([
      'Deployment notes',
      'Service notes',
      'PodDisruptionBudget notes',
      'Job notes-migrate',
    ]);
    expect(JSON.stringify(notes[0])).toContain('{"name":"NOTES_PORT","value":"4005"}');
  });
});

describe('hand-written deployment files', () => {
  it.each(SERVICE_NAMES)('carry %s', (name) => {
    expect(filesLacking(name, SERVICE_MANIFEST[name])).toEqual([]);
  });

  it('are named, each one, when a new service is added to the manifest', () => {
    expect(filesLacking('notes', NOTES)).toEqual([
      'docker-compose.yml',
      'Dockerfile',
      '.env.example',
      'gateway/package.json',
      'k8s/overlays/development/kustomization.yaml',
      'k8s/overlays/production/kustomization.yaml',
    ]);
  });

  it('are named when they disagree with an entry (a service moved to another port)', () => {
    expect(filesLacking('billing', { ...SERVICE_MANIFEST.billing, port: 4010 })).toEqual([
      'docker-compose.yml',
      '.env.example',
    ]);
  });
});
