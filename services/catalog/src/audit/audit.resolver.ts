import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly } from '@distill/platform';
import { AuditEntryModel } from './audit-entry.model.js';
import { AuditService } from './audit.service.js';

@Resolver(() => AuditEntryModel)
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => [AuditEntryModel], {
    description: 'Who changed a summary or its sections, what and when; newest first. Admins only.',
  })
  @AdminOnly()
  summaryAuditTrail(@Args('summaryId', { type: () => ID }) summaryId: string) {
    return this.audit.trailOfSummary(summaryId);
  }
}
