-- Generated from libs/contracts/src/services.ts by `npm run generate-deployment -w infra`: do not edit.
-- Runs once, when the PostgreSQL volume is first initialised: one database per service.
-- (The services and their migrate jobs also create their database when it is missing.)
CREATE DATABASE distill_identity;
CREATE DATABASE distill_catalog;
CREATE DATABASE distill_reading;
CREATE DATABASE distill_billing;
