import { hasPremiumEntitlement, isAdmin, type Viewer } from '@distill/contracts';

/**
 * What the catalog's public reads can differ by: the viewer's class, never the person. Two
 * viewers of one class always get the same answer (content cut by the same access rule, drafts
 * only for admins), so one cached answer serves the whole class — except `member`: a member
 * without Premium reads in full the summaries they unlocked with free picks, so their answers
 * are their own (see `sharesPublicReads`).
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

/**
 * Whether one cached public read may serve every viewer of the class. Not for members without
 * Premium: their free picks unlock summaries for them alone, which the gateway cannot see from
 * the viewer, so their catalog reads are never kept in (nor served from) the shared cache.
 */
export function sharesPublicReads(accessClass: AccessClass): boolean {
  return accessClass !== 'member';
}
