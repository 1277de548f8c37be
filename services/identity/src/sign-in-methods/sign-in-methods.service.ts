import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import { AccessError } from '@distill/platform';
import { FirebaseTokenVerifier } from '../firebase/firebase-token-verifier.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import {
  type AccountCredentials,
  decideRemoval,
  type SignInMethodKind,
  signInMethodsOf,
} from './sign-in-method-rule.js';
import { SignInMethodError } from './sign-in-method.error.js';

export interface SignInMethod {
  kind: SignInMethodKind;
  label: string;
  removable: boolean;
}

/** The names of the provider's sign-in ways a member recognises. */
const PROVIDER_LABELS: Record<string, string> = {
  'google.com': 'Google',
  password: 'E-mail at the sign-in provider',
  emailLink: 'E-mail link',
};

const credentialsOf = (user: User): AccountCredentials => ({
  hasPassword: user.passwordHash !== null,
  hasProviderLink: user.firebaseUid !== null,
});

/** The member's own sign-in methods: seen in their settings, removable but never the last. */
@Injectable()
export class SignInMethodsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly provider: FirebaseTokenVerifier,
  ) {}

  async list(viewer: MemberViewer): Promise<SignInMethod[]> {
    const user = await this.users.findById(viewer.id);
    if (!user) throw AccessError.signInRequired();
    return this.describe(user);
  }

  /**
   * Removes one method in one transaction under a row lock, so two removals cannot leave the
   * account with none. Removing the provider link also revokes that identity's provider
   * sessions; `identity.user.updated` makes the gateway drop the member's cached viewers.
   */
  async remove(viewer: MemberViewer, kind: SignInMethodKind): Promise<SignInMethod[]> {
    const user = await this.dataSource.transaction(async (manager) => {
      const account = await manager.findOne(User, {
        where: { id: viewer.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) throw AccessError.signInRequired();
      const decision = decideRemoval(credentialsOf(account), kind);
      if (decision === 'not-linked') throw SignInMethodError.notLinked();
      if (decision === 'last-method') throw SignInMethodError.lastMethod();
      if (kind === 'provider') {
        await this.provider.revokeTokensOf(account.firebaseUid!);
        account.firebaseUid = null;
      } else {
        account.passwordHash = null;
      }
      const saved = await manager.save(account);
      await this.users.publishUpdated(manager, saved);
      return saved;
    });
    return this.describe(user);
  }

  private async describe(user: User): Promise<SignInMethod[]> {
    const kinds = signInMethodsOf(credentialsOf(user));
    const removable = kinds.length > 1;
    return Promise.all(
      kinds.map(async (kind) => ({
        kind,
        label: kind === 'password' ? 'E-mail and password' : await this.providerLabel(user),
        removable,
      })),
    );
  }

  private async providerLabel(user: User): Promise<string> {
    const providerIds = await this.provider.signInProvidersOf(user.firebaseUid!);
    const labels = providerIds.map((id) => PROVIDER_LABELS[id] ?? id);
    return labels.length ? labels.join(', ') : 'Sign-in provider';
  }
}
