// Container HEALTHCHECK: the process answers /health (liveness) on its port. The runtime image
// has no shell or curl, so Node itself asks.
const port = process.env.HEALTH_PORT;
if (!port) process.exit(1);
fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
