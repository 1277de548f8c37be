import { signedInLinks } from '../layout/components/signed-in-links';
import { createdLabel, userCountLabel, userStatusLabel } from './admin-users';

describe('user management rows', () => {
  it("shows 'admin - premium' for admins, else status and plan", () => {
    expect(
      userStatusLabel({ role: 'admin', subscriptionStatus: 'free', subscriptionType: 'free' }),
    ).toBe('admin - premium');
    expect(
      userStatusLabel({ role: 'user', subscriptionStatus: 'active', subscriptionType: 'monthly' }),
    ).toBe('active - monthly');
  });

  it('shows the created date or N/A', () => {
    expect(createdLabel('2026-11-22T10:00:00.000Z', 'en-US')).toBe('11/22/2026');
    expect(createdLabel(null)).toBe('N/A');
    expect(createdLabel('not a date')).toBe('N/A');
  });

  it('counts users in the heading', () => {
    expect(userCountLabel(1)).toBe('User Management (1 user)');
    expect(userCountLabel(3)).toBe('User Management (3 users)');
  });
});

describe('signed-in header links', () => {
  it('adds Admin for admins only', () => {
    expect(signedInLinks({ role: 'user' }).map((link) => link.label)).toEqual([
      'Library',
      'My Library',
      'Dashboard',
      'Highlights',
      'Review',
      'Settings',
    ]);
    expect(signedInLinks({ role: 'admin' }).map((link) => link.label)).toEqual([
      'Library',
      'My Library',
      'Dashboard',
      'Highlights',
      'Review',
      'Settings',
      'Admin',
    ]);
  });
});
