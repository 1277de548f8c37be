import { Injectable } from '@nestjs/common';
import { IdentityRedis } from '../redis/redis.module.js';

/** How many past days of usage the admin sees, and how long Redis keeps the counts. */
export const USAGE_DAYS = 7;
const RETENTION_SECONDS = 40 * 24 * 3600;

export interface DailyUsage {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  requests: number;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Requests per key per UTC day, in one Redis hash per key (day -> count); embedded, in a map of
 * the same shape in this process (kept until the process ends).
 */
@Injectable()
export class ApiKeyUsage {
  private readonly inMemory = new Map<string, Map<string, number>>();

  constructor(private readonly redis: IdentityRedis) {}

  private keyOf(apiKeyId: string): string {
    return this.redis.key('api-key-usage', apiKeyId);
  }

  async record(apiKeyId: string, now = new Date()): Promise<void> {
    const key = this.keyOf(apiKeyId);
    if (!this.redis.client) {
      const days = this.inMemory.get(key) ?? new Map<string, number>();
      days.set(dayOf(now), (days.get(dayOf(now)) ?? 0) + 1);
      this.inMemory.set(key, days);
      return;
    }
    await this.redis.client
      .multi()
      .hincrby(key, dayOf(now), 1)
      .expire(key, RETENTION_SECONDS)
      .exec();
  }

  /** The last USAGE_DAYS days, newest first (zero for days without requests). */
  async recent(apiKeyId: string, now = new Date()): Promise<DailyUsage[]> {
    const days = Array.from({ length: USAGE_DAYS }, (_, index) =>
      dayOf(new Date(now.getTime() - index * 24 * 3600 * 1000)),
    );
    const counts = this.redis.client
      ? await this.redis.client.hmget(this.keyOf(apiKeyId), ...days)
      : days.map((day) => this.inMemory.get(this.keyOf(apiKeyId))?.get(day) ?? null);
    return days.map((day, index) => ({ day, requests: Number(counts[index] ?? 0) }));
  }
}
