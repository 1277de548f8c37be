import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import {
  IdentityEvents,
  type Role,
  type SubscriptionStatus,
  type SubscriptionType,
  type Viewer,
} from '@distill/contracts';
import { EventPublisher, isUniqueViolation } from '@distill/platform';
import { User } from './user.entity.js';
import { UserError } from './user.error.js';

export interface AccessChange {
  role?: Role;
  subscriptionStatus?: SubscriptionStatus;
  subscriptionType?: SubscriptionType;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  billingVersion?: number;
}

export type NewUser = Pick<User, 'email'> &
  Partial<
    Pick<
      User,
      | 'passwordHash'
      | 'firebaseUid'
      | 'firstName'
      | 'lastName'
      | 'profileImageUrl'
      | 'authProvider'
      | 'role'
    >
  >;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** `email` must already be normalized. */
  findByEmail(
    email: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<User | null> {
    return manager.findOneBy(User, { email });
  }

  /** How many member accounts exist (admins are staff, not learners): the landing's figure. */
  memberCount(): Promise<number> {
    return this.users.countBy({ role: 'user' });
  }

  /** The signed-in member's own account; null for anonymous visitors. */
  async viewerAccount(viewer: Viewer): Promise<User | null> {
    if (viewer.kind !== 'member') return null;
    return this.findById(viewer.id);
  }

  /** Every account, oldest first (the resolver admits admins only). */
  list(): Promise<User[]> {
    return this.users.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Inserts an account and its `identity.user.registered` event in the caller's transaction.
   * A taken e-mail answers 409 (the unique index decides, so concurrent sign-ups cannot both win).
   */
  async create(manager: EntityManager, fields: NewUser): Promise<User> {
    let user: User;
    try {
      user = await manager.save(manager.create(User, fields));
    } catch (error) {
      if (isUniqueViolation(error)) throw UserError.emailTaken();
      throw error;
    }
    await this.events.publish(manager, IdentityEvents.UserRegistered, {
      userId: user.id,
      email: user.email,
    });
    return user;
  }

  /**
   * Changes role or subscription and publishes `identity.user.updated` in the same transaction,
   * so every cached viewer of this user is dropped once the change is committed.
   */
  async changeAccess(userId: string, change: AccessChange, manager?: EntityManager): Promise<User> {
    const apply = async (tx: EntityManager): Promise<User> => {
      const user = await tx.findOne(User, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw new UserError('USER_NOT_FOUND', 'User not found');
      Object.assign(user, change);
      const saved = await tx.save(user);
      await this.publishUpdated(tx, saved);
      return saved;
    };
    return manager ? apply(manager) : this.dataSource.transaction(apply);
  }

  async publishUpdated(manager: EntityManager, user: User): Promise<void> {
    await this.events.publish(manager, IdentityEvents.UserUpdated, {
      userId: user.id,
      role: user.role,
      subscriptionStatus: user.subscriptionStatus,
      subscriptionType: user.subscriptionType,
    });
  }
}
