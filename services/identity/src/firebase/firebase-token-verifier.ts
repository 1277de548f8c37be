import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { FirebaseSignInError } from './firebase-sign-in.error.js';

const MAX_TOKEN_LENGTH = 8_192;

/**
 * Verifies Firebase ID tokens with firebase-admin for FIREBASE_PROJECT_ID: signature (Google's
 * keys; the Auth emulator's tokens are unsigned when FIREBASE_AUTH_EMULATOR_HOST is set), issuer,
 * audience, expiry, and, with `checkRevoked`, that the account still exists, is enabled and its
 * tokens were not revoked.
 */
@Injectable()
export class FirebaseTokenVerifier implements OnApplicationShutdown {
  private readonly app: App | undefined;
  private readonly auth: Auth | undefined;

  constructor(@Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>) {
    const projectId = runtime.config.FIREBASE_PROJECT_ID;
    if (projectId) {
      // A named app per service instance, so tests can run several side by side.
      this.app = initializeApp({ projectId }, `distill-identity-${randomUUID()}`);
      this.auth = getAuth(this.app);
    }
  }

  get enabled(): boolean {
    return this.auth !== undefined;
  }

  async verify(idToken: string): Promise<DecodedIdToken> {
    if (!this.auth) throw FirebaseSignInError.notConfigured();
    if (!idToken || idToken.length > MAX_TOKEN_LENGTH) throw FirebaseSignInError.invalidToken();
    try {
      return await this.auth.verifyIdToken(idToken, true);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      if (!code.startsWith('auth/')) throw error;
      this.runtime.logger.info({ firebaseCode: code }, 'Firebase token refused');
      throw FirebaseSignInError.invalidToken();
    }
  }

  /**
   * Revokes every refresh token of the provider user: its ID tokens minted before now fail
   * `verify` (whole seconds, as the provider records it). A provider user deleted since is done.
   */
  async revokeTokensOf(firebaseUid: string): Promise<void> {
    if (!this.auth) return;
    try {
      await this.auth.revokeRefreshTokens(firebaseUid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }

  /** Deletes the provider's user (an erased account); one already gone is done. */
  async deleteUser(firebaseUid: string): Promise<void> {
    if (!this.auth) return;
    try {
      await this.auth.deleteUser(firebaseUid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }

  /** The provider's sign-in ways of its user ('google.com', 'password', ...); none when gone. */
  async signInProvidersOf(firebaseUid: string): Promise<string[]> {
    if (!this.auth) return [];
    try {
      const user = await this.auth.getUser(firebaseUid);
      return user.providerData.map((info) => info.providerId);
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return [];
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.app) await deleteApp(this.app);
  }
}
