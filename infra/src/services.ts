import { SERVICE_MANIFEST, SERVICE_NAMES, type ServiceManifestEntry } from '@distill/contracts';

/** A backend service `npm start` runs, on its own port, behind the gateway. */
export interface ServiceDefinition {
  name: string;
  /** Entry point relative to the repository root (built by `nx run-many -t build`). */
  entry: string;
  portVariable: string;
  defaultPort: number;
  /** The gateway variable that points at this service's GraphQL endpoint. */
  gatewayUrlVariable: string;
}

/** Every service of the manifest, in its order. */
export const SERVICES: ServiceDefinition[] = SERVICE_NAMES.map((name) => {
  const entry: ServiceManifestEntry = SERVICE_MANIFEST[name];
  return {
    name,
    entry: entry.entry,
    portVariable: entry.portVariable,
    defaultPort: entry.port,
    gatewayUrlVariable: entry.gatewayUrlVariable,
  };
});
