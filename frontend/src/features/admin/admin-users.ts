import type { AdminUsersQuery } from '../../gql/graphql';

type AdminUser = AdminUsersQuery['users'][number];

/** Spec section 2, User Management: 'admin - premium' for admins, else status and plan. */
export function userStatusLabel(
  user: Pick<AdminUser, 'role' | 'subscriptionStatus' | 'subscriptionType'>,
): string {
  if (user.role === 'admin') return 'admin - premium';
  return [user.subscriptionStatus, user.subscriptionType].filter(Boolean).join(' - ');
}

/** The created date, or N/A when the record has none (or an unreadable one). */
export function createdLabel(createdAt: string | null | undefined, locale?: string): string {
  if (!createdAt) return 'N/A';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString(locale);
}

export function userCountLabel(count: number): string {
  return `User Management (${count} ${count === 1 ? 'user' : 'users'})`;
}
