import { isAdmin, type Viewer } from '@distill/contracts';

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
