/** The REST facade's route table, as the app serves it (src/openapi/route-table.ts). */
export { type RestRoute, restRoutesOf } from '../src/openapi/route-table.js';
