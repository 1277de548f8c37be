import {
  ANONYMOUS_VIEWER,
  canReadInFull,
  isAdmin,
  type MemberViewer,
  type Viewer,
} from '@distill/contracts';
import type { Summary } from './summary.entity.js';
import { PreviewAudience } from './summary.input.js';
import type { SummaryModel } from './summary.model.js';

/** Drafts exist only for admins; to everyone else they are indistinguishable from missing. */
export function canSeeSummary(summary: { isPublished: boolean }, viewer: Viewer): boolean {
  return summary.isPublished || isAdmin(viewer);
}

/** The preview: the first two non-empty lines of the content. */
export function previewOf(content: string): string {
  return content
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 2)
    .join('\n');
}

/**
 * A summary as `viewer` may see it: every summary leaves the catalog through here, which cuts
 * the content to the preview for a viewer who is not entitled (the one place the access rule is
 * applied to content). `unlockedSummaryIds`: the viewer's own current free picks.
 */
export function summaryView(
  row: Summary,
  viewer: Viewer,
  unlockedSummaryIds?: ReadonlySet<string>,
): SummaryModel {
  const hasFullAccess = canReadInFull(row, viewer, unlockedSummaryIds);
  const preview = previewOf(row.content);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    content: hasFullAccess ? row.content : preview,
    preview,
    hasFullAccess,
    coverImageUrl: row.coverImageUrl,
    categoryId: row.categoryId,
    category: row.category ?? null,
    readingTimeMinutes: row.readingTimeMinutes,
    isPremium: row.isPremium,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    sectionCount: row.sectionCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Stand-in members for the editor's preview; they only ever meet the access rule above. */
const PREVIEW_MEMBER: MemberViewer = {
  kind: 'member',
  id: '00000000-0000-0000-0000-000000000000',
  email: 'preview@distill.invalid',
  role: 'user',
  subscriptionStatus: 'free',
  subscriptionType: 'free',
};

/** The viewer an editor's preview stands for. */
export function audienceViewer(audience: PreviewAudience): Viewer {
  switch (audience) {
    case PreviewAudience.VISITOR:
      return ANONYMOUS_VIEWER;
    case PreviewAudience.MEMBER:
      return PREVIEW_MEMBER;
    case PreviewAudience.SUBSCRIBER:
      return { ...PREVIEW_MEMBER, subscriptionStatus: 'active', subscriptionType: 'monthly' };
  }
}
