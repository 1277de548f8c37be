import { hasPremiumEntitlement, isAdmin, type Viewer } from '@distill/contracts';

/**
 * What the catalog's public reads can differ by: the viewer's class, never the person. Two
 * viewers of one class always get the same answer (content cut by the same access rule, drafts
 * only for admins), so one cached answer serves the whole class.
 */
export type AccessClass =
  'visitor' | 'member' | 'entitled-member' | 'admin' | 'partner' | 'entitled-partner';

export function accessClassOf(viewer: Viewer): AccessClass {
  switch (viewer.kind) {
    case 'anonymous':
      return 'visitor';
    case 'partner':
      return hasPremiumEntitlement(viewer) ? 'entitled-partner' : 'partner';
    case 'member':
      if (isAdmin(viewer)) return 'admin';
      return hasPremiumEntitlement(viewer) ? 'entitled-member' : 'member';
  }
}
