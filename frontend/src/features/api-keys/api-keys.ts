import type { ApiKeyFieldsFragment } from '../../gql/graphql';

export const PREMIUM_CONTENT_SCOPE = 'premium-content';

/** Requests over the days shown (the last 7, newest first). */
export function weeklyRequests(key: Pick<ApiKeyFieldsFragment, 'dailyUsage'>): number {
  return key.dailyUsage.reduce((total, day) => total + day.requests, 0);
}

export function apiKeyCountLabel(count: number): string {
  return `API Keys (${count})`;
}
