import { readFileSync } from 'node:fs';
import type { ServiceManifestEntry } from '@distill/contracts';
import { parse } from 'yaml';
import { REPOSITORY_ROOT } from './manifest-checks.js';

/** A hand-written deployment file and whether it already carries one service. */
interface HandWrittenFile {
  path: string;
  has(name: string, service: ServiceManifestEntry, text: string): boolean;
}

interface ComposeService {
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}

const overlayImages = (text: string): string[] =>
  ((parse(text) as { images?: Array<{ name: string }> }).images ?? []).map((image) => image.name);

/**
 * What stays hand-written when a service is added (everything else is generated from the
 * manifest, see infra/src/deployment/generated-files.ts), and what each must say about it.
 */
const HAND_WRITTEN: HandWrittenFile[] = [
  {
    // The service, its one-shot migration and the gateway's URL of it.
    path: 'docker-compose.yml',
    has(name, service, text) {
      const { services } = parse(text, { merge: true }) as {
        services: Record<string, ComposeService>;
      };
      const gateway = services.gateway;
      return (
        services[name]?.environment?.[service.portVariable] === String(service.port) &&
        services[`${name}-migrate`] !== undefined &&
        gateway?.environment?.[service.gatewayUrlVariable] ===
          `http://${name}:${service.port}/graphql` &&
        gateway.depends_on?.[name] !== undefined
      );
    },
  },
  {
    // Its package.json in the dependency layer of the image build.
    path: 'Dockerfile',
    has: (name, _service, text) => text.includes(`COPY services/${name}/package.json`),
  },
  {
    // Its port, database and gateway URL variables, documented with their defaults.
    path: '.env.example',
    has: (_name, service, text) =>
      text.includes(`\n${service.portVariable}=${service.port}`) &&
      text.includes(`\n# ${service.databaseUrlVariable}=`) &&
      text.includes(`\n${service.gatewayUrlVariable}=http://127.0.0.1:${service.port}/graphql`),
  },
  {
    // The gateway composes from the service's built schema: nx builds it first.
    path: 'gateway/package.json',
    has: (name, _service, text) =>
      (JSON.parse(text) as { devDependencies?: Record<string, string> }).devDependencies?.[
        `@distill/${name}`
      ] !== undefined,
  },
  {
    // The image each overlay runs.
    path: 'k8s/overlays/development/kustomization.yaml',
    has: (name, _service, text) => overlayImages(text).includes(`distill/${name}`),
  },
  {
    path: 'k8s/overlays/production/kustomization.yaml',
    has: (name, _service, text) => overlayImages(text).includes(`distill/${name}`),
  },
];

/** The hand-written deployment files that do not yet carry this service of the manifest. */
export function filesLacking(name: string, service: ServiceManifestEntry): string[] {
  return HAND_WRITTEN.filter(
    (file) => !file.has(name, service, readFileSync(`${REPOSITORY_ROOT}${file.path}`, 'utf8')),
  ).map((file) => file.path);
}
