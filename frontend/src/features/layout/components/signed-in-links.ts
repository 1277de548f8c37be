import type { User } from '../../auth/auth-types';

export interface NavLink {
  to: string;
  label: string;
}

/** Spec section 2, header: Library, My Library and Dashboard for members, Admin for admins. */
export function signedInLinks(user: Pick<User, 'role'>): NavLink[] {
  const links: NavLink[] = [
    { to: '/library', label: 'Library' },
    { to: '/my-library', label: 'My Library' },
    { to: '/dashboard', label: 'Dashboard' },
  ];
  if (user.role === 'admin') links.push({ to: '/admin', label: 'Admin' });
  return links;
}
