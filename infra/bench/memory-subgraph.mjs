import { once } from 'node:events';
import { createServer } from 'node:http';
import { CORRELATION_ID_HEADER, VIEWER_CONTEXT_HEADER } from '@distill/contracts';

/**
 * A reading subgraph that answers from memory: the first time a viewer sends an operation, it
 * is asked of the real reading subgraph (`upstream`) and its answer kept; every later request of
 * that viewer with that body gets the kept bytes at once. A gateway in front of it does all of
 * its own work (REST facade, viewer, plan, execution, JSON) while the subgraph's part is next to
 * nothing, so that gateway's row measures the gateway's part of a member's read alone, with
 * answers that are reading's own (the bench checks them against the reference's).
 *
 * Answers are kept under the signed viewer token and the body: the gateway reuses a viewer's
 * token for half its lifetime, and a new one is only one more upstream request.
 */
export async function startMemorySubgraph(upstream) {
  const answers = new Map();
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST') {
      // The gateway's readiness asks each subgraph's `/ready`: reading's own answers.
      const ready = await fetch(new URL(req.url, upstream));
      res.writeHead(ready.status, { 'content-type': 'application/json' });
      res.end(Buffer.from(await ready.arrayBuffer()));
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const viewer = req.headers[VIEWER_CONTEXT_HEADER];
    const key = `${viewer}\n${body}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const upstreamAnswer = await fetch(upstream, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VIEWER_CONTEXT_HEADER]: viewer,
          [CORRELATION_ID_HEADER]: req.headers[CORRELATION_ID_HEADER] ?? '',
        },
        body,
      });
      answer = Buffer.from(await upstreamAnswer.arrayBuffer());
      // Only a whole answer is kept; anything else is passed on as it came.
      if (!upstreamAnswer.ok) {
        res.writeHead(upstreamAnswer.status, { 'content-type': 'application/json' });
        res.end(answer);
        return;
      }
      answers.set(key, answer);
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': answer.length,
    });
    res.end(answer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}/graphql`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
