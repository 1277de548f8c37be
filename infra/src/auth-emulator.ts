import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_PROJECT_ID, launchFirebaseAuthEmulator } from '@distill/platform/embedded';

/**
 * `npm start` brings its own identity provider in development when none is configured
 * (identity's FIREBASE_PROJECT_ID, or an emulator of the caller's via FIREBASE_AUTH_EMULATOR_HOST),
 * so /auth is the full page of the spec, Google sign-in included.
 */
export function authEmulatorWanted(env: NodeJS.ProcessEnv): boolean {
  return (
    env.NODE_ENV !== 'production' && !env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST
  );
}

/** What identity (token checks) and the gateway (client settings, CSP) need to use the emulator. */
export function emulatorEnv(port: number): Record<string, string> {
  return {
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`,
    FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${port}`,
    FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
  };
}

export interface AuthEmulator {
  port: number;
  pid: number;
  /** 'ready' once it accepts connections, or why it could not start. */
  ready: Promise<'ready' | Error>;
  stop(): Promise<void>;
}

/**
 * Launches the emulator with its accounts kept in `<dataDir>/auth-emulator` (exported when it
 * stops, imported at the next start) and its output in `<dataDir>/auth-emulator.log`.
 */
export async function startAuthEmulator(
  dataDir: string,
  onReady: () => void,
): Promise<AuthEmulator> {
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(join(dataDir, 'auth-emulator.log'));
  const emulator = await launchFirebaseAuthEmulator({
    log,
    dataDir: join(dataDir, 'auth-emulator'),
    // It idles between sign-ins: a small young generation, and an old generation bounded well
    // above its ~55 MB of live objects. Unbounded, its start-up garbage held ~370 MB until V8
    // got round to returning it; bounded, ~180 MB, for about 1 s more of start-up.
    nodeOptions: '--max-semi-space-size=1 --max-old-space-size=128',
  });
  const ready = emulator.ready.then(
    () => {
      onReady();
      return 'ready' as const;
    },
    (error: unknown) => {
      // The launcher's message, then its output: said with the output's last line (the cause,
      // as "/usr/bin/env: 'node': No such file or directory"), the rest left to the log.
      const [headline, ...output] = (error instanceof Error ? error.message : String(error)).split(
        '\n',
      );
      const cause = output.map((line) => line.trim()).findLast((line) => line !== '');
      return new Error(
        `${cause ? `${headline} ${cause}` : headline}; see ${join(dataDir, 'auth-emulator.log')}`,
      );
    },
  );
  return {
    port: emulator.port,
    pid: emulator.pid,
    ready,
    async stop() {
      await emulator.stop();
      log.end();
    },
  };
}
