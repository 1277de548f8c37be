import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '@distill/platform';
import { User } from '../users/user.entity.js';
import { normalizeEmail, splitDisplayName } from '../users/user-fields.js';
import { UsersService } from '../users/users.service.js';
import { FirebaseSignInError } from './firebase-sign-in.error.js';
import { FirebaseTokenVerifier } from './firebase-token-verifier.js';

/** The identity-provider flow: a verified Firebase ID token names (or creates) an account. */
@Injectable()
export class FirebaseSignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly verifier: FirebaseTokenVerifier,
  ) {}

  async signIn(idToken: string): Promise<User> {
    const token = await this.verifier.verify(idToken);
    if (!token.email) throw FirebaseSignInError.missingEmail();
    const email = normalizeEmail(token.email);
    const profile = {
      ...splitDisplayName(typeof token.name === 'string' ? token.name : null),
      profileImageUrl: typeof token.picture === 'string' ? token.picture : null,
    };
    const upsert = () =>
      this.dataSource.transaction((manager) =>
        this.upsert(manager, token.uid, email, token.email_verified === true, profile),
      );
    try {
      return await upsert();
    } catch (error) {
      // Two first requests of a new account raced: the loser now finds the winner's row.
      if (isUniqueViolation(error)) return upsert();
      throw error;
    }
  }

  private async upsert(
    manager: EntityManager,
    firebaseUid: string,
    email: string,
    emailVerified: boolean,
    profile: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>,
  ): Promise<User> {
    const linked = await manager.findOneBy(User, { firebaseUid });
    if (linked) return linked;
    const sameEmail = await this.users.findByEmail(email, manager);
    if (sameEmail) {
      if (!emailVerified || sameEmail.firebaseUid) throw FirebaseSignInError.emailTaken();
      sameEmail.firebaseUid = firebaseUid;
      sameEmail.firstName ??= profile.firstName;
      sameEmail.lastName ??= profile.lastName;
      sameEmail.profileImageUrl ??= profile.profileImageUrl;
      return manager.save(sameEmail);
    }
    return this.users.create(manager, { email, firebaseUid, authProvider: 'firebase', ...profile });
  }
}
