import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** `kubectl kustomize <dir>`: the objects an `apply -k` would send (no cluster involved). */
export function renderKustomization(directory: string): KubernetesObject[] {
  const output = execFileSync('kubectl', ['kustomize', directory], {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
  });
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw document.errors[0];
    return document.toJS() as KubernetesObject;
  });
}

/** kubernetes-models' module of an object: `apps/v1` + `Deployment`, core `v1` + `Service`. */
function modelModule(object: KubernetesObject): string {
  return `kubernetes-models/${object.apiVersion}/${object.kind}`;
}

/** Schema validation with kubernetes-models: required fields, types and formats. */
export async function schemaErrors(object: KubernetesObject): Promise<string[]> {
  const module = (await import(modelModule(object))) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >;
  const Model = module[object.kind];
  if (!Model) return [`${describe(object)}: no model for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${describe(object)}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/**
 * Unknown fields, which the JSON-schema validators accept: each object becomes an object literal
 * typed with its kubernetes-models interface, and TypeScript's excess-property check reports
 * every field the Kubernetes API does not define, at any depth (along with type mismatches).
 */
export function unknownFieldErrors(objects: KubernetesObject[]): string[] {
  const fileName = `${REPOSITORY_ROOT}infra/test/rendered-manifests.generated.ts`;
  const source = objects
    .map(
      (object, index) =>
        `import type { I${object.kind} as T${index} } from '${modelModule(object)}';\n` +
        `export const o${index}: T${index} = ${JSON.stringify(object, null, 1)};`,
    )
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
  host.getSourceFile = (name, version, onError, create) =>
    name === fileName
      ? ts.createSourceFile(name, source, version)
      : getSourceFile(name, version, onError, create);
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file?.fileName !== fileName || diagnostic.start === undefined) return message;
    const before = source.slice(0, diagnostic.start);
    const index = Number(before.slice(before.lastIndexOf('export const o') + 14).split(':')[0]);
    const object = objects[index];
    return `${object ? describe(object) : 'manifest'}: ${message}`;
  });
}

type Container = Record<string, unknown> & {
  name: string;
  resources?: { requests?: object; limits?: { cpu?: unknown; memory?: unknown } };
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[] } };
};

const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'Job']);
const SERVING = new Set(['Deployment', 'StatefulSet']);

/**
 * What every workload must have to run safely: probes (long-running ones), requests and limits,
 * a restricted security context; and a grace period longer than the process's shutdown bound.
 */
export function policyErrors(object: KubernetesObject, shutdownBoundSeconds: number): string[] {
  if (!WORKLOADS.has(object.kind)) return [];
  const errors: string[] = [];
  const spec = (object.spec ?? {}) as { template?: { spec?: Record<string, unknown> } };
  const pod = spec.template?.spec ?? {};
  const podSecurity = (pod.securityContext ?? {}) as {
    runAsNonRoot?: boolean;
    seccompProfile?: { type?: string };
  };
  const where = describe(object);
  if (podSecurity.runAsNonRoot !== true) errors.push(`${where}: pod runAsNonRoot is not true`);
  if (podSecurity.seccompProfile?.type !== 'RuntimeDefault')
    errors.push(`${where}: pod seccompProfile is not RuntimeDefault`);
  if (object.kind === 'Deployment') {
    const grace = pod.terminationGracePeriodSeconds;
    if (typeof grace !== 'number' || grace <= shutdownBoundSeconds)
      errors.push(
        `${where}: terminationGracePeriodSeconds ${String(grace)} is not above the shutdown bound (${shutdownBoundSeconds} s)`,
      );
  }
  for (const container of (pod.containers ?? []) as Container[]) {
    const at = `${where} container ${container.name}`;
    if (SERVING.has(object.kind)) {
      if (!container.readinessProbe) errors.push(`${at}: no readinessProbe`);
      if (!container.livenessProbe) errors.push(`${at}: no livenessProbe`);
    }
    if (!container.resources?.requests) errors.push(`${at}: no resource requests`);
    if (!container.resources?.limits?.cpu || !container.resources.limits.memory)
      errors.push(`${at}: no cpu and memory limits`);
    const security = container.securityContext ?? {};
    if (security.allowPrivilegeEscalation !== false)
      errors.push(`${at}: allowPrivilegeEscalation is not false`);
    if (security.readOnlyRootFilesystem !== true)
      errors.push(`${at}: readOnlyRootFilesystem is not true`);
    if (!security.capabilities?.drop?.includes('ALL'))
      errors.push(`${at}: capabilities do not drop ALL`);
  }
  return errors;
}

function describe(object: KubernetesObject): string {
  return `${object.kind}/${object.metadata?.name ?? '?'}`;
}
