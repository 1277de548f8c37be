import { SERVICE_MANIFEST, type ServiceManifestEntry } from '@distill/contracts';

/** The services a deployment runs: the manifest, or (in a test) the manifest plus a new entry. */
export type Manifest = Readonly<Record<string, ServiceManifestEntry>>;

const GENERATED_BY =
  'Generated from libs/contracts/src/services.ts by `npm run generate-deployment -w infra`: do not edit.';

/** One database per service, created when the compose PostgreSQL volume is first initialised. */
function postgresInit(manifest: Manifest): string {
  return [
    `-- ${GENERATED_BY}`,
    '-- Runs once, when the PostgreSQL volume is first initialised: one database per service.',
    '-- (The services and their migrate jobs also create their database when it is missing.)',
    ...Object.values(manifest).map((service) => `CREATE DATABASE ${service.database};`),
    '',
  ].join('\n');
}

/** The gateway's subgraph URLs in the cluster, read into the distill-config ConfigMap. */
function subgraphUrls(manifest: Manifest): string {
  return [
    `# ${GENERATED_BY}`,
    ...Object.entries(manifest).map(
      ([name, service]) => `${service.gatewayUrlVariable}=http://${name}:${service.port}/graphql`,
    ),
    '',
  ].join('\n');
}

/** Every subgraph pod, serving or migrating: no service account token, never root. */
const POD_SECURITY = `      automountServiceAccountToken: false
      enableServiceLinks: false
      securityContext:
        runAsNonRoot: true
        runAsUser: 65532
        runAsGroup: 65532
        fsGroup: 65532
        seccompProfile:
          type: RuntimeDefault`;

/** Every subgraph container: no privilege gained, a read-only root and a small writable /tmp. */
const CONTAINER_HARDENING = `          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            runAsNonRoot: true
            capabilities:
              drop: [ALL]
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi`;

/** A subgraph container's settings: the shared ones, then the service's own secret. */
function configFor(name: string): string {
  return `          envFrom:
            - configMapRef:
                name: distill-config
            - secretRef:
                name: distill-shared
            - secretRef:
                name: distill-${name}`;
}

/**
 * One subgraph service in Kubernetes: its Deployment, Service, disruption budget and migration
 * Job. Every service has the same shape; a service that needs more (the catalog's autoscaler)
 * adds it in a file of its own.
 */
function subgraphWorkload(name: string, service: ServiceManifestEntry): string {
  return `# The ${name} subgraph: reached only through the gateway (network-policies.yaml).
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/component: subgraph
spec:
  replicas: 1
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}
        app.kubernetes.io/component: subgraph
        distill.io/database-client: ${name}
      annotations:
        prometheus.io/scrape: 'true'
        prometheus.io/port: '9464'
        prometheus.io/path: /metrics
    spec:
      # SHUTDOWN_READINESS_DELAY_MS (5 s) + SHUTDOWN_TIMEOUT_MS (20 s) = 25 s < 35 s: the process
      # always exits on its own before the kubelet would kill it.
      terminationGracePeriodSeconds: 35
${POD_SECURITY}
      containers:
        - name: ${name}
          image: distill/${name}
          imagePullPolicy: IfNotPresent
          ports:
            - name: http
              containerPort: ${service.port}
            - name: metrics
              containerPort: 9464
          env:
            - name: ${service.portVariable}
              value: '${service.port}'
${configFor(name)}
          readinessProbe:
            httpGet:
              path: /ready
              port: http
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 2
          livenessProbe:
            httpGet:
              path: /health
              port: http
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          startupProbe:
            httpGet:
              path: /health
              port: http
            periodSeconds: 2
            failureThreshold: 60
          resources:
            requests:
              cpu: 50m
              memory: 160Mi
            limits:
              cpu: '500m'
              memory: 384Mi
${CONTAINER_HARDENING}
---
apiVersion: v1
kind: Service
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
spec:
  selector:
    app.kubernetes.io/name: ${name}
  ports:
    - name: http
      port: ${service.port}
      targetPort: http
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ${name}
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
---
# Migrations run once per release, not per replica (the Deployment sets RUN_MIGRATIONS=false).
# A Job's pod template is immutable: delete the finished Job before applying a new release
# (docs/operations.md, "Deploy").
apiVersion: batch/v1
kind: Job
metadata:
  name: ${name}-migrate
  labels:
    app.kubernetes.io/name: ${name}-migrate
    app.kubernetes.io/component: migrate
spec:
  backoffLimit: 4
  activeDeadlineSeconds: 600
  ttlSecondsAfterFinished: 86400
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}-migrate
        app.kubernetes.io/component: migrate
        distill.io/database-client: ${name}
    spec:
      restartPolicy: OnFailure
${POD_SECURITY}
      containers:
        - name: migrate
          image: distill/${name}
          imagePullPolicy: IfNotPresent
          args: [migrate]
${configFor(name)}
          resources:
            requests:
              cpu: 50m
              memory: 128Mi
            limits:
              cpu: 500m
              memory: 256Mi
${CONTAINER_HARDENING}
`;
}

function subgraphWorkloads(manifest: Manifest): string {
  const workloads = Object.entries(manifest).map(([name, service]) =>
    subgraphWorkload(name, service),
  );
  return `# ${GENERATED_BY}\n${workloads.join('---\n')}`;
}

/** Every file generated from the manifest, by its path from the repository root. */
export function generatedDeploymentFiles(
  manifest: Manifest = SERVICE_MANIFEST,
): Map<string, string> {
  return new Map([
    ['infra/docker/postgres-init.sql', postgresInit(manifest)],
    ['k8s/base/subgraph-urls.env', subgraphUrls(manifest)],
    ['k8s/base/subgraphs.yaml', subgraphWorkloads(manifest)],
  ]);
}
