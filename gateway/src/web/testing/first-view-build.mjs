// A stand-in for the web client's server build (frontend/src/prerender.tsx and
// first-view-address.ts), for first-views.spec.ts: each address names how its render goes.

/** Every address has a first view, named as asked. */
export function firstViewAddress(path) {
  return path;
}

const renders = {
  /** Asks the gateway one operation and renders its answer. */
  '/renders': async (task) => {
    const answer = await ask(task.port, { query: '{ ping }', variables: {}, operationName: null });
    return {
      html: `<p>${JSON.stringify(answer.result.data)} for ${task.member?.id}</p>`,
      found: true,
      keep: true,
    };
  },
  /** The page as the build's template makes it, kept for the next visitor. */
  '/page': async (task) => ({ html: task.template, found: true, keep: true }),
  '/throws': async () => {
    throw new Error('render failed');
  },
  /** Waits for an answer that never comes, until the gateway gives it up and closes the line. */
  '/hangs': (task) =>
    new Promise((resolve) => {
      task.port.once('close', () => resolve({ html: null, found: true, keep: false }));
      task.port.postMessage({ id: 1, operation: { query: '{ hang }', variables: {} } });
    }),
};

export function renderFirstViewTask(task) {
  return renders[task.path](task);
}

/** Answered once a thread has loaded the build. */
export function renderThreadLoaded() {
  return true;
}

function ask(port, operation) {
  return new Promise((resolve) => {
    port.once('message', resolve);
    port.postMessage({ id: 1, operation });
  });
}
