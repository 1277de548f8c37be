import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@distill/contracts';
import {
  policyErrors,
  REPOSITORY_ROOT,
  renderKustomization,
  schemaErrors,
  unknownFieldErrors,
  type KubernetesObject,
} from './manifest-checks.js';

/** SHUTDOWN_READINESS_DELAY_MS + SHUTDOWN_TIMEOUT_MS in distill-config, in seconds. */
function shutdownBoundSeconds(objects: KubernetesObject[]): number {
  const config = objects.find(
    (object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('distill-config'),
  ) as { data: Record<string, string> } | undefined;
  if (!config) throw new Error('no distill-config ConfigMap');
  return (
    (Number(config.data.SHUTDOWN_READINESS_DELAY_MS) + Number(config.data.SHUTDOWN_TIMEOUT_MS)) /
    1000
  );
}

const clone = <T>(value: T): T => structuredClone(value);

describe.each(['development', 'production'])('k8s/overlays/%s', (overlay) => {
  const objects = renderKustomization(`k8s/overlays/${overlay}`);
  const byKind = (kind: string) => objects.filter((object) => object.kind === kind);

  it('renders a Deployment, a migration Job and a Service for the gateway and each service', () => {
    const names = ['gateway', ...SERVICE_NAMES];
    expect(
      byKind('Deployment')
        .map((object) => object.metadata.name)
        .sort(),
    ).toEqual([...names].sort());
    expect(
      byKind('Job')
        .map((object) => object.metadata.name)
        .sort(),
    ).toEqual(
      names
        .filter((name) => name !== 'gateway')
        .map((name) => `${name}-migrate`)
        .sort(),
    );
    expect(
      byKind('HorizontalPodAutoscaler')
        .map((object) => object.metadata.name)
        .sort(),
    ).toEqual(['catalog', 'gateway']);
    expect(byKind('PodDisruptionBudget')).toHaveLength(names.length);
    expect(byKind('Secret')).toEqual([]);
  });

  it('validates every object against the Kubernetes schemas', async () => {
    // One at a time: jest's ESM loader fails on concurrent first imports of one module.
    const errors: string[] = [];
    for (const object of objects) errors.push(...(await schemaErrors(object)));
    expect(errors).toEqual([]);
  });

  it('uses no field the Kubernetes API does not define', () => {
    expect(unknownFieldErrors(objects)).toEqual([]);
  });

  it('gives every workload probes, limits, a restricted security context and a long enough grace period', () => {
    const bound = shutdownBoundSeconds(objects);
    expect(bound).toBeGreaterThan(0);
    expect(objects.flatMap((object) => policyErrors(object, bound))).toEqual([]);
  });

  it('mounts the supergraph ConfigMap generated from gateway/supergraph.graphql', () => {
    const supergraph = byKind('ConfigMap').find((object) =>
      object.metadata.name.startsWith('supergraph-'),
    ) as { data: Record<string, string> } & KubernetesObject;
    expect(supergraph.data['supergraph.graphql']).toContain('@link');
    const gateway = JSON.stringify(byKind('Deployment').find((o) => o.metadata.name === 'gateway'));
    expect(gateway).toContain(`"name":"${supergraph.metadata.name}"`);
  });

  it('trusts exactly the one proxy in front of the gateway (the ingress), never any X-Forwarded-For', () => {
    const config = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('distill-config'),
    ) as { data: Record<string, string> } | undefined;
    expect(config?.data.TRUST_PROXY_HOPS).toBe('1');
    expect(config?.data).not.toHaveProperty('TRUST_PROXY');
    expect(config?.data).not.toHaveProperty('TRUSTED_PROXIES');
  });

  it('routes the Stripe webhook path to the gateway under TLS without rewriting it', () => {
    const [ingress] = byKind('Ingress') as Array<
      KubernetesObject & {
        metadata: { annotations?: Record<string, string> };
        spec: { tls: unknown[]; rules: Array<{ http: { paths: Array<{ path: string }> } }> };
      }
    >;
    expect(ingress?.spec.tls.length).toBeGreaterThan(0);
    expect(ingress?.spec.rules[0]?.http.paths.map((path) => path.path)).toContain(
      '/api/webhooks/stripe',
    );
    expect(Object.keys(ingress?.metadata.annotations ?? {}).join()).not.toMatch(/rewrite|snippet/);
  });
});

describe('the manifest checks themselves', () => {
  const objects = renderKustomization('k8s/overlays/production');
  const deployment = objects.find((object) => object.kind === 'Deployment')!;

  it('flag an unknown field at any depth', () => {
    const broken = clone(deployment) as KubernetesObject & {
      spec: { template: { spec: { containers: Array<Record<string, unknown>> } } };
    };
    broken.spec.template.spec.containers[0]!.readinesProbe = { httpGet: { path: '/ready' } };
    expect(unknownFieldErrors([broken]).join('\n')).toMatch(/readinesProbe/);
  });

  it('flag a Deployment without a probe, limits or security context', () => {
    const broken = clone(deployment) as KubernetesObject & {
      spec: { template: { spec: { containers: Array<Record<string, unknown>> } } };
    };
    const [container] = broken.spec.template.spec.containers;
    delete container!.livenessProbe;
    delete container!.resources;
    delete container!.securityContext;
    const errors = policyErrors(broken, 25).join('\n');
    expect(errors).toMatch(/no livenessProbe/);
    expect(errors).toMatch(/no cpu and memory limits/);
    expect(errors).toMatch(/readOnlyRootFilesystem is not true/);
  });

  it('flag a schema violation', async () => {
    const broken = clone(deployment) as KubernetesObject & { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect((await schemaErrors(broken)).join()).toMatch(/replicas/);
  });
});

describe('docker-compose.yml', () => {
  it('is accepted by docker-compose config', () => {
    // Compose reads the secrets from .env (never committed): give it a throwaway one.
    const directory = mkdtempSync(join(tmpdir(), 'distill-compose-'));
    try {
      copyFileSync(`${REPOSITORY_ROOT}docker-compose.yml`, join(directory, 'docker-compose.yml'));
      writeFileSync(
        join(directory, '.env'),
        'POSTGRES_PASSWORD=compose-check\nINTERNAL_SECRET=compose-check-internal-secret-0123456789\n',
      );
      const rendered = execFileSync('docker-compose', ['config'], {
        cwd: directory,
        encoding: 'utf8',
      });
      expect(rendered).toMatch(/maxmemory-policy\s*\n?\s*- noeviction|noeviction/);
      expect(rendered).toContain('service_completed_successfully');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
