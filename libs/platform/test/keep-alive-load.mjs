// A load generator for http-drain.spec.ts, in a process of its own as real clients are: `clients`
// concurrent loops of POSTs over Node's fetch (kept-alive connections, one request at a time on
// each), each until its connection is refused (the server stopped listening). Prints the answers
// by status, and the failures by error code, as one JSON line.
const [url, clients] = [process.argv[2], Number(process.argv[3])];
const outcomes = {};
const count = (key) => (outcomes[key] = (outcomes[key] ?? 0) + 1);

async function loop() {
  for (;;) {
    try {
      const answer = await fetch(url, { method: 'POST', body: '{"n":1}' });
      await answer.text();
      count(String(answer.status));
    } catch (error) {
      const code = error.cause?.code ?? error.code ?? String(error);
      count(code);
      if (code === 'ECONNREFUSED') return;
    }
  }
}

await Promise.all(Array.from({ length: clients }, loop));
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
