import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SummaryModel } from '../summaries/summary.model.js';
import { Section } from './section.entity.js';
import type { SectionModel } from './section.model.js';

@Injectable()
export class SectionsService {
  constructor(@InjectRepository(Section) private readonly sections: Repository<Section>) {}

  /**
   * The sections of a summary already resolved for the viewer: when its full content is
   * locked, only titles and order leave the service.
   */
  async forSummary(summary: Pick<SummaryModel, 'id' | 'hasFullAccess'>): Promise<SectionModel[]> {
    const rows = await this.sections.find({
      where: { summaryId: summary.id },
      order: { order: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      summaryId: row.summaryId,
      title: row.title,
      order: row.order,
      content: summary.hasFullAccess ? row.content : null,
      isLocked: !summary.hasFullAccess,
    }));
  }
}
