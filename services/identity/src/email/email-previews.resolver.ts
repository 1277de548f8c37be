import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GatewayOnly, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import { emailPreviewEnabled, type IdentityConfig } from '../config.js';
import { isUuid } from '@distill/contracts';
import { EmailPreview } from './email-preview.entity.js';
import { EmailPreviewModel } from './email-preview.model.js';
import { EmailError } from './email.error.js';

@Resolver(() => EmailPreviewModel)
export class EmailPreviewsResolver {
  constructor(
    @InjectRepository(EmailPreview) private readonly previews: Repository<EmailPreview>,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  /** Development without SMTP only: otherwise no preview is kept or shown (not found). */
  @Query(() => EmailPreviewModel)
  @GatewayOnly()
  async emailPreview(@Args('id', { type: () => ID }) id: string): Promise<EmailPreview> {
    if (!emailPreviewEnabled(this.runtime.config) || !isUuid(id))
      throw EmailError.previewNotFound();
    const preview = await this.previews.findOneBy({ id });
    if (!preview) throw EmailError.previewNotFound();
    return preview;
  }
}
