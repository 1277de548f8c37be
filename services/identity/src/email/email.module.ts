import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailDelivery } from './email-delivery.entity.js';
import { EmailPreview } from './email-preview.entity.js';
import { EmailPreviewsResolver } from './email-previews.resolver.js';
import { EmailSender } from './email-sender.js';

@Module({
  imports: [TypeOrmModule.forFeature([EmailPreview, EmailDelivery])],
  providers: [EmailSender, EmailPreviewsResolver],
  exports: [EmailSender],
})
export class EmailModule {}
