import { type CanActivate, type ExecutionContext, UseGuards } from '@nestjs/common';
import { isAdmin, type MemberViewer, type Viewer } from '@distill/contracts';
import { viewerOf } from '../viewer/current-viewer.decorator.js';
import { AccessError } from './access.error.js';

/** Who may use an operation: any signed-in member, or admins only. */
export type AccessLevel = 'member' | 'admin';

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

/** Declares an operation (resolver, handler or whole class) as admins only: 401 / 403 otherwise. */
export function AdminOnly(): MethodDecorator & ClassDecorator {
  return UseGuards(new AccessGuard('admin'));
}

/** Declares an operation as signed-in members only: 401 for visitors. */
export function MemberOnly(): MethodDecorator & ClassDecorator {
  return UseGuards(new AccessGuard('member'));
}
