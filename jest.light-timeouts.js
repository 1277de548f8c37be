// jest-light-runner enforces no timeouts: a test or hook that never settles (a service that never
// answers, a set-up that failed half-way) would hold the run until CI's limit. This gives each
// test and hook the project's `testTimeout` (or its own third argument) as jest's runner does.
// Callback-style functions and `.each` tables keep the runner's behaviour (none times out).
const DEFAULT_MS = Number(process.env.DISTILL_TEST_TIMEOUT_MS);
// Taken before any test can install fake timers, which would otherwise hold the limit back.
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;

function limited(fn, ms = DEFAULT_MS) {
  if (typeof fn !== 'function' || fn.length > 0) return fn;
  return function () {
    let timer;
    const limit = new Promise((_, reject) => {
      timer = realSetTimeout(
        () => reject(new Error(`Exceeded timeout of ${ms} ms (jest.light-timeouts.js)`)),
        ms,
      );
    });
    return Promise.race([Promise.resolve().then(() => fn.call(this)), limit]).finally(() =>
      realClearTimeout(timer),
    );
  };
}

function withLimit(register) {
  const wrapped = (name, fn, ms) => register(name, limited(fn, ms), ms);
  return Object.assign(wrapped, register, {
    only: (name, fn, ms) => register.only(name, limited(fn, ms), ms),
  });
}

for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const register = globalThis[hook];
  globalThis[hook] = (fn, ms) => register(limited(fn, ms), ms);
}
globalThis.it = globalThis.test = withLimit(globalThis.test);
globalThis.fit = globalThis.it.only;
