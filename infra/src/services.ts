/** The backend services `npm start` runs, each on its own port, all behind the gateway. */
export interface ServiceDefinition {
  name: string;
  /** Entry point relative to the repository root (built by `nx run-many -t build`). */
  entry: string;
  portVariable: string;
  defaultPort: number;
  /** The gateway variable that points at this service's GraphQL endpoint. */
  gatewayUrlVariable: string;
}

export const SERVICES: ServiceDefinition[] = [
  {
    name: 'identity',
    entry: 'services/identity/dist/main.js',
    portVariable: 'IDENTITY_PORT',
    defaultPort: 4001,
    gatewayUrlVariable: 'IDENTITY_URL',
  },
  {
    name: 'catalog',
    entry: 'services/catalog/dist/main.js',
    portVariable: 'CATALOG_PORT',
    defaultPort: 4002,
    gatewayUrlVariable: 'CATALOG_URL',
  },
  {
    name: 'billing',
    entry: 'services/billing/dist/main.js',
    portVariable: 'BILLING_PORT',
    defaultPort: 4004,
    gatewayUrlVariable: 'BILLING_URL',
  },
];
