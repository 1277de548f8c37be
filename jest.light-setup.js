// jest-light-runner's workers import the spec files with Node's own loader: TypeScript goes
// through @swc-node/register's ESM hook (options from the project's tsconfig.json: decorator
// metadata for NestJS and TypeORM), registered in each worker before its first file.
import '@swc-node/register/esm-register';
