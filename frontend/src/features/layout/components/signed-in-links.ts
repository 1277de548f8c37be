import type { User } from '../../auth/auth-types';

export interface NavLink {
  to: string;
  label: string;
}

/**
 * Spec section 2, header: Library and Dashboard for members, with My Library (issue 20),
 * Highlights and Review (issue 22), Settings (issue 40: sign-in methods); Admin only for role
 * admin.
 */
export function signedInLinks(user: Pick<User, 'role'>): NavLink[] {
  const links: NavLink[] = [
    { to: '/library', label: 'Library' },
    { to: '/my-library', label: 'My Library' },
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/highlights', label: 'Highlights' },
    { to: '/review', label: 'Review' },
    { to: '/settings', label: 'Settings' },
  ];
  if (user.role === 'admin') links.push({ to: '/admin', label: 'Admin' });
  return links;
}
