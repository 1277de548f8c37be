import type { INestApplication } from '@nestjs/common';
import { InboxEventServer } from '../events/inbox-event.server.js';
import { settledWithin } from '../runtime/settled-within.js';

/** How long a test waits for a service to close, as the product's shutdown bound does. */
const CLOSE_BOUND_MS = 15_000;
const LIFECYCLE_HOOKS = ['onModuleDestroy', 'beforeApplicationShutdown', 'onApplicationShutdown'];

/**
 * Closes a service under test within the product's shutdown bound. A close that does not end
 * is reported on stderr with the shutdown steps still running (provider hooks, the event
 * transport, the HTTP server), so a hang seen on a loaded CI machine names its cause; the
 * test's teardown goes on either way.
 */
export async function closeTestApp(app: INestApplication, label: string): Promise<void> {
  const running = new Set<string>();
  const track = <T>(step: string, work: () => Promise<T>): Promise<T> => {
    running.add(step);
    return work().finally(() => running.delete(step));
  };
  for (const instance of providerInstances(app)) {
    const name = instance.constructor.name;
    for (const hook of LIFECYCLE_HOOKS) {
      const original = instance[hook];
      if (typeof original !== 'function') continue;
      instance[hook] = (...args: unknown[]) =>
        track(`${name}.${hook}`, async () => original.apply(instance, args));
    }
  }
  const inbox = app.get(InboxEventServer);
  const closeInbox = inbox.close.bind(inbox);
  inbox.close = () => track('event worker (InboxEventServer.close)', closeInbox);
  const server = app.getHttpServer() as { close: (callback?: () => void) => unknown };
  const closeServer = server.close.bind(server);
  server.close = (callback?: () => void) => {
    running.add('HTTP server (open connections)');
    return closeServer(() => {
      running.delete('HTTP server (open connections)');
      callback?.();
    });
  };

  const closing = app.close();
  if (await settledWithin(closing, CLOSE_BOUND_MS)) return closing;
  process.stderr.write(
    `${label} did not close within ${CLOSE_BOUND_MS} ms; still running: ${[...running].join(', ') || 'nothing tracked'}\n`,
  );
}

type Instance = Record<string, unknown> & { constructor: { name: string } };

/** Every provider and controller instance of the app, each once. */
function providerInstances(app: INestApplication): Instance[] {
  const container = (app as unknown as { container: NestContainer }).container;
  const instances = new Set<Instance>();
  for (const module of container.getModules().values()) {
    for (const wrapper of [...module.providers.values(), ...module.controllers.values()]) {
      if (wrapper.instance && typeof wrapper.instance === 'object') {
        instances.add(wrapper.instance as Instance);
      }
    }
  }
  return [...instances];
}

interface NestContainer {
  getModules(): Map<
    string,
    {
      providers: Map<unknown, { instance: unknown }>;
      controllers: Map<unknown, { instance: unknown }>;
    }
  >;
}
