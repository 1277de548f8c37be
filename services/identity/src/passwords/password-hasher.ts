import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP Password Storage Cheat Sheet, argon2id first option: m=19 MiB, t=2, p=1. */
const ARGON2ID_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when the account does not exist, so both paths cost one argon2 run. */
  private readonly decoy: Promise<string> = hash(
    'decoy-password-for-unknown-accounts',
    ARGON2ID_OPTIONS,
  );

  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID_OPTIONS);
  }

  /** False for a wrong password and for a missing hash (unknown or Firebase-only account). */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
