# syntax=docker/dockerfile:1.7
# One image per deployable, all from this file:
#   docker build --target gateway --build-arg DEPLOYABLE=gateway --build-arg HEALTH_PORT=3000 -t distill/gateway .
#   docker build --target service --build-arg DEPLOYABLE=services/identity --build-arg HEALTH_PORT=4001 -t distill/identity .
#   (services/catalog 4002, services/reading 4003, services/billing 4004)
# `docker compose build` passes these for every service. The build stage is shared, so the
# second and later images reuse it from the cache.

ARG NODE_IMAGE=node:22-bookworm-slim
ARG RUNTIME_IMAGE=gcr.io/distroless/nodejs22-debian12:nonroot

# --- Everything built once: libraries, services, gateway and the web client -------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_DAEMON=false CI=true
# Manifests first: the dependency layer is rebuilt only when a package.json or the lock changes.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
COPY services/identity/package.json services/identity/
COPY services/catalog/package.json services/catalog/
COPY services/reading/package.json services/reading/
COPY services/billing/package.json services/billing/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
COPY infra/package.json infra/
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
# The web client reads its Firebase settings at build time (see .env.example).
ARG VITE_FIREBASE_API_KEY= VITE_FIREBASE_PROJECT_ID= VITE_FIREBASE_AUTH_DOMAIN=
RUN npx nx run-many -t build --projects=tag:runtime,@distill/frontend

# --- Production dependencies of one deployable only --------------------------------------------
FROM ${NODE_IMAGE} AS production-dependencies
ARG DEPLOYABLE
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/platform/package.json libs/platform/
COPY --from=build /app/${DEPLOYABLE}/package.json ${DEPLOYABLE}/
RUN --mount=type=cache,target=/root/.npm \
    test -n "${DEPLOYABLE}" && \
    npm install --omit=dev --no-audit --no-fund --ignore-scripts --workspace "${DEPLOYABLE}" && \
    printf "import './%s/dist/main.js';\n" "${DEPLOYABLE}" > main.mjs

# --- What runs: Node 22 (distroless, no shell), non-root, nothing written to the image --------
FROM ${RUNTIME_IMAGE} AS service
ARG DEPLOYABLE
ARG HEALTH_PORT
WORKDIR /app
ENV NODE_ENV=production HEALTH_PORT=${HEALTH_PORT}
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/package.json /app/main.mjs ./
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/platform/package.json libs/platform/
COPY --from=build /app/libs/platform/dist libs/platform/dist
COPY --from=build /app/${DEPLOYABLE}/package.json ${DEPLOYABLE}/
COPY --from=build /app/${DEPLOYABLE}/dist ${DEPLOYABLE}/dist
COPY infra/docker/healthcheck.mjs ./
USER nonroot
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["/nodejs/bin/node", "/app/healthcheck.mjs"]
# `docker run <image> migrate` migrates the deployable's database and exits.
ENTRYPOINT ["/nodejs/bin/node", "/app/main.mjs"]

# --- The gateway: a service image plus its supergraph and the built web client ---------------
FROM service AS gateway
COPY --from=build /app/gateway/supergraph.graphql gateway/
COPY --from=build /app/frontend/dist frontend/dist
