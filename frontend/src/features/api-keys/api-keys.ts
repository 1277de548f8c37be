/** A partner API key as GET /api/admin/api-keys answers it (never the key itself). */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  rateLimitPerMinute: number;
  createdAt: string;
  revokedAt: string | null;
  usageToday: number;
  dailyUsage: Array<{ day: string; requests: number }>;
}

/** POST /api/admin/api-keys answers the new key once, with its id. */
export interface IssuedApiKey extends ApiKey {
  key: string;
}

export const PREMIUM_CONTENT_SCOPE = 'premium-content';

/** Requests over the days shown (the last 7, newest first). */
export function weeklyRequests(key: Pick<ApiKey, 'dailyUsage'>): number {
  return key.dailyUsage.reduce((total, day) => total + day.requests, 0);
}

export function apiKeyCountLabel(count: number): string {
  return `API Keys (${count})`;
}
