import { ApiError, apiJson } from '../../lib/api';

/** A summary as GET /api/admin/summaries answers it (drafts included, full content). */
export interface AdminSummary {
  id: string;
  title: string;
  author: string;
  description: string | null;
  content: string;
  coverImageUrl: string | null;
  categoryId: string | null;
  category: AdminCategory | null;
  readingTimeMinutes: number;
  isPremium: boolean;
  isPublished: boolean;
  isFeatured: boolean;
  sectionCount: number;
}

export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

export interface AdminSection {
  id: string;
  summaryId: string;
  title: string;
  content: string | null;
  order: number;
  isLocked: boolean;
}

export interface AuditEntry {
  id: string;
  occurredAt: string;
  actorEmail: string;
  entity: 'summary' | 'section' | 'category';
  action: string;
  changes: Array<{ field: string; from: string | null; to: string | null }>;
}

export type PreviewAudience = 'visitor' | 'member' | 'subscriber';

/** The editor's preview: the summary with its sections as `audience` would get them. */
export interface SummaryPreview extends AdminSummary {
  preview: string;
  hasFullAccess: boolean;
  sections: AdminSection[];
}

export interface SummaryPayload {
  title: string;
  author: string;
  description: string;
  content: string;
  coverImageUrl: string;
  categoryId: string | null;
  readingTimeMinutes: number;
  isPremium: boolean;
}

export interface SectionPayload {
  title: string;
  content: string;
  order: number;
  summaryId: string;
}

export interface CategoryPayload {
  name: string;
  slug: string;
  description: string;
}

const send = <T>(method: string, path: string, body?: unknown) =>
  apiJson<T>(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });

/** Spec section 7, Admin. */
export const adminApi = {
  createSummary: (payload: SummaryPayload) =>
    send<AdminSummary>('POST', '/api/admin/summaries', payload),
  updateSummary: (id: string, payload: SummaryPayload) =>
    send<AdminSummary>('PUT', `/api/admin/summaries/${id}`, { ...payload, id }),
  deleteSummary: (id: string) => send<{ id: string }>('DELETE', `/api/admin/summaries/${id}`),
  togglePublish: (id: string) =>
    send<AdminSummary>('PATCH', `/api/admin/summaries/${id}/toggle-publish`),
  createCategory: (payload: CategoryPayload) =>
    send<AdminCategory>('POST', '/api/admin/categories', payload),
  createSection: (payload: SectionPayload) =>
    send<AdminSection>('POST', `/api/admin/summaries/${payload.summaryId}/sections`, payload),
  deleteSection: (id: string) => send<{ id: string }>('DELETE', `/api/admin/sections/${id}`),
  reorderSections: (summaryId: string, sectionOrders: Array<{ id: string; order: number }>) =>
    send<AdminSection[]>('POST', `/api/admin/summaries/${summaryId}/sections/reorder`, {
      sectionOrders,
    }),
};

export const adminPaths = {
  summaries: '/api/admin/summaries',
  users: '/api/admin/users',
  categories: '/api/categories',
  sections: (summaryId: string) => `/api/admin/summaries/${summaryId}/sections`,
  audit: (summaryId: string) => `/api/admin/summaries/${summaryId}/audit`,
  preview: (summaryId: string, audience: PreviewAudience) =>
    `/api/admin/summaries/${summaryId}/preview?as=${audience}`,
};

/** The server's own words: the body of a failed answer without the "<status>: " prefix. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message.replace(/^\d{3}: /, '');
  return error instanceof Error ? error.message : 'Something went wrong';
}
