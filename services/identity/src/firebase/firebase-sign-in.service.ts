import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import { isUniqueViolation } from '@distill/platform';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { PasswordPolicy } from '../passwords/password-policy.js';
import { SignInService } from '../sign-in/sign-in.service.js';
import { User } from '../users/user.entity.js';
import { normalizeEmail, splitDisplayName } from '../users/user-fields.js';
import { UsersService } from '../users/users.service.js';
import { FirebaseSignInError } from './firebase-sign-in.error.js';
import { FirebaseTokenVerifier } from './firebase-token-verifier.js';
import { decideProviderSignIn } from './provider-link-rule.js';

/** What a verified Firebase ID token says about its holder. */
interface ProviderIdentity {
  firebaseUid: string;
  email: string;
  profile: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>;
}

/**
 * The identity-provider flow: a verified Firebase ID token names (or creates) an account. It
 * joins an existing password account of the same e-mail only through `link`, with that
 * account's Distill password (see provider-link-rule.ts).
 */
@Injectable()
export class FirebaseSignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly passwords: SignInService,
    private readonly verifier: FirebaseTokenVerifier,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
  ) {}

  async signIn(idToken: string): Promise<User> {
    return this.upsert(await this.identityOf(idToken), null);
  }

  /**
   * Joins the token's provider identity to the password account of its e-mail, proven by that
   * account's Distill password (counted as a sign-in attempt: wrong passwords are 401, and 429
   * once the failed sign-in limits are reached).
   */
  async link(idToken: string, password: string, clientAddress: string | null): Promise<User> {
    const identity = await this.identityOf(idToken);
    const account = await this.passwords.verifyPassword(identity.email, password, clientAddress);
    return this.upsert(identity, account.id);
  }

  /**
   * Gives an account made by a provider sign-in its first Distill password, so the member can
   * also sign in with e-mail and password (the simple flow). Only the signed-in member's own
   * account, only one a provider made (it has a firebaseUid) and only while it has no password:
   * a password, once set, changes only through the reset flow, which proves the e-mail.
   */
  async setInitialPassword(viewer: MemberViewer, password: string): Promise<User> {
    this.policy.assertAcceptable(password);
    const passwordHash = await this.hasher.hash(password);
    return this.dataSource.transaction(async (manager) => {
      // One conditional update: two racing calls cannot both set a password.
      const updated = await manager.update(
        User,
        { id: viewer.id, firebaseUid: Not(IsNull()), passwordHash: IsNull() },
        { passwordHash },
      );
      if (!updated.affected) throw FirebaseSignInError.passwordAlreadySet();
      const user = await manager.findOneByOrFail(User, { id: viewer.id });
      await this.users.publishUpdated(manager, user);
      return user;
    });
  }

  private async identityOf(idToken: string): Promise<ProviderIdentity> {
    const token = await this.verifier.verify(idToken);
    if (!token.email) throw FirebaseSignInError.missingEmail();
    if (token.email_verified !== true) throw FirebaseSignInError.emailNotVerified();
    return {
      firebaseUid: token.uid,
      email: normalizeEmail(token.email),
      profile: {
        ...splitDisplayName(typeof token.name === 'string' ? token.name : null),
        profileImageUrl: typeof token.picture === 'string' ? token.picture : null,
      },
    };
  }

  private async upsert(identity: ProviderIdentity, provenAccountId: string | null): Promise<User> {
    const upsert = () =>
      this.dataSource.transaction((manager) => this.upsertIn(manager, identity, provenAccountId));
    try {
      return await upsert();
    } catch (error) {
      // Two first requests of a new account raced: the loser now finds the winner's row.
      if (isUniqueViolation(error)) return upsert();
      throw error;
    }
  }

  private async upsertIn(
    manager: EntityManager,
    { firebaseUid, email, profile }: ProviderIdentity,
    provenAccountId: string | null,
  ): Promise<User> {
    const linked = await manager.findOneBy(User, { firebaseUid });
    if (linked) return linked;
    const sameEmail = await this.users.findByEmail(email, manager);
    const decision = decideProviderSignIn(
      sameEmail && {
        id: sameEmail.id,
        firebaseUid: sameEmail.firebaseUid,
        hasPassword: sameEmail.passwordHash !== null,
      },
      provenAccountId,
    );
    switch (decision) {
      case 'create':
        return this.users.create(manager, {
          email,
          firebaseUid,
          authProvider: 'firebase',
          ...profile,
        });
      case 'link':
        sameEmail!.firebaseUid = firebaseUid;
        sameEmail!.firstName ??= profile.firstName;
        sameEmail!.lastName ??= profile.lastName;
        sameEmail!.profileImageUrl ??= profile.profileImageUrl;
        return manager.save(sameEmail!);
      case 'link-required':
        throw FirebaseSignInError.linkRequired();
      case 'email-taken':
        throw FirebaseSignInError.emailTaken();
    }
  }
}
