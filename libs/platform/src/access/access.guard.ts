import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Directive } from '@nestjs/graphql';
import { isAdmin, type MemberViewer, type Viewer } from '@distill/contracts';
import { viewerOf } from '../viewer/current-viewer.decorator.js';
import { AccessError } from './access.error.js';

/** Who may use an operation: any signed-in member, or admins only. */
export type AccessLevel = 'member' | 'admin';

/**
 * What a resolver declares about who may call it, one of the four decorators below. Every query,
 * mutation, field and reference resolver of every service declares one (`resolverAccessTable`,
 * pinned by each service's `resolver-access.spec.ts`).
 */
export type DeclaredAccess = 'public' | AccessLevel | 'gateway';

export const ACCESS_METADATA = 'distill:access';

/** The access rule itself: returns the member when allowed, throws the shared error otherwise. */
export function requireAccess(viewer: Viewer, level: AccessLevel): MemberViewer {
  if (viewer.kind !== 'member') throw AccessError.signInRequired();
  if (level === 'admin' && !isAdmin(viewer)) throw AccessError.adminOnly();
  return viewer;
}

/** Applies `requireAccess` to the signed viewer before a resolver or route handler runs. */
export class AccessGuard implements CanActivate {
  constructor(private readonly level: AccessLevel) {}

  canActivate(context: ExecutionContext): boolean {
    requireAccess(viewerOf(context), this.level);
    return true;
  }
}

/**
 * Declares an operation (resolver, handler or whole class) as admins only: 401 / 403 otherwise.
 * The resolver may take `@CurrentViewer() viewer: MemberViewer`.
 */
export function AdminOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_METADATA, 'admin'),
    UseGuards(new AccessGuard('admin')),
  );
}

/**
 * Declares an operation as signed-in members only: 401 for visitors and partner keys. The
 * resolver may take `@CurrentViewer() viewer: MemberViewer`; which rows are the member's own is
 * still the service's check.
 */
export function MemberOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_METADATA, 'member'),
    UseGuards(new AccessGuard('member')),
  );
}

/**
 * Declares an operation as open to every viewer, visitors and partner keys included; what it
 * answers may still depend on the viewer (the access rule, `false` for a visitor's favourite).
 */
export function Public(): MethodDecorator & ClassDecorator {
  return SetMetadata(ACCESS_METADATA, 'public');
}

/**
 * Declares an operation only the gateway's own server-side calls reach (credentials, API key
 * checks, webhooks): `@inaccessible`, so the supergraph's public API does not have it.
 */
export function GatewayOnly(): MethodDecorator {
  return applyDecorators(SetMetadata(ACCESS_METADATA, 'gateway'), Directive('@inaccessible'));
}
