import { jest } from '@jest/globals';

type FirstScreen = typeof import('./first-screen');

/** A fresh copy of the module: its state is the page's, one per test. */
async function freshModule(): Promise<FirstScreen> {
  jest.resetModules();
  return import('./first-screen');
}

describe('first screen', () => {
  it('runs what waits for it once, when the first screen hydrates', async () => {
    const { afterFirstScreen, firstScreenHydrated } = await freshModule();
    const run = jest.fn();
    afterFirstScreen(run);
    expect(run).not.toHaveBeenCalled();
    firstScreenHydrated();
    firstScreenHydrated();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once what asks after the first screen has hydrated', async () => {
    const { afterFirstScreen, firstScreenHydrated } = await freshModule();
    firstScreenHydrated();
    const run = jest.fn();
    afterFirstScreen(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
