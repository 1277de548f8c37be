import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditEntry } from './audit-entry.entity.js';
import { isUuid } from '@distill/contracts';

/** Most recent first; a trail longer than this is paged by nobody yet, so it is cut. */
export const AUDIT_TRAIL_LIMIT = 200;

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** The changes to one summary and its sections, newest first (also after it was deleted). */
  trailOfSummary(summaryId: string): Promise<AuditEntry[]> {
    if (!isUuid(summaryId)) return Promise.resolve([]);
    return this.entries.find({
      where: { summaryId },
      order: { occurredAt: 'DESC', id: 'DESC' },
      take: AUDIT_TRAIL_LIMIT,
    });
  }
}
