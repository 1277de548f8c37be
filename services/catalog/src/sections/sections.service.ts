import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, MoreThanOrEqual, Repository } from 'typeorm';
import {
  CatalogEvents,
  isUuid,
  type MemberViewer,
  type SectionOrder,
  type SectionSnapshot,
} from '@distill/contracts';
import { ChangeLog, fieldChanges } from '../audit/change-log.js';
import { lockSummary } from '../summaries/summary-lock.js';
import { SummaryError } from '../summaries/summary.error.js';
import { Summary } from '../summaries/summary.entity.js';
import type { SummaryModel } from '../summaries/summary.model.js';
import { TEXT_LIMITS, textProblem, trimmed } from '../text-input.js';
import { insertPosition, requestedOrder } from './section-order.js';
import { SectionError } from './section.error.js';
import { Section } from './section.entity.js';
import type { SectionInput } from './section.input.js';
import type { SectionModel } from './section.model.js';

const ORDERED = { order: 'ASC', id: 'ASC' } as const;

@Injectable()
export class SectionsService {
  constructor(
    @InjectRepository(Section) private readonly sections: Repository<Section>,
    private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLog,
  ) {}

  /**
   * The sections of a summary already resolved for the viewer: when its full content is
   * locked, only titles and order leave the service.
   */
  async forSummary(summary: Pick<SummaryModel, 'id' | 'hasFullAccess'>): Promise<SectionModel[]> {
    const rows = await this.sections.find({ where: { summaryId: summary.id }, order: ORDERED });
    return rows.map((row) => toModel(row, summary.hasFullAccess));
  }

  /** Every section of any summary, drafts included, in full: the admin's view. */
  async forEditor(summaryId: string): Promise<SectionModel[]> {
    const manager = this.sections.manager;
    if (!isUuid(summaryId) || !(await manager.existsBy(Summary, { id: summaryId }))) {
      throw SummaryError.notFound();
    }
    return this.ordered(manager, summaryId);
  }

  /**
   * Spec sections 4-5: title and content required; a new section goes after the highest order
   * (1 if none) unless a position is given, in which case the later ones move down. The event
   * carries the text, as an edit's does, so reading can check highlights against it.
   */
  async create(actor: MemberViewer, summaryId: string, input: SectionInput): Promise<SectionModel> {
    const { title, content } = validText(input);
    if (input.order != null && input.order < 0)
      throw SectionError.invalid('Order must be 0 or more');

    return this.dataSource.transaction(async (manager) => {
      await lockSummary(manager, summaryId);
      const count = await manager.countBy(Section, { summaryId });
      const order = insertPosition(input.order, count);
      if (order <= count) {
        await manager.increment(Section, { summaryId, order: MoreThanOrEqual(order) }, 'order', 1);
      }
      const section = await manager.save(
        manager.create(Section, { summaryId, title, content, order }),
      );
      const snapshot: SectionSnapshot = { id: section.id, summaryId, title, order };
      await this.changeLog.record(
        manager,
        actor,
        CatalogEvents.SectionCreated,
        { section: snapshot, content, sectionOrders: await this.orders(manager, summaryId) },
        {
          entity: 'section',
          entityId: section.id,
          summaryId,
          changes: [
            { field: 'title', from: null, to: title },
            { field: 'order', from: null, to: String(order) },
          ],
        },
      );
      return toModel(section, true);
    });
  }

  /**
   * Changes a section's title and text in place (its order stays). The event carries the new
   * text so reading can re-anchor members' highlights in it.
   */
  async update(actor: MemberViewer, sectionId: string, input: SectionInput): Promise<SectionModel> {
    const { title, content } = validText(input);
    return this.withLockedSection(sectionId, async (manager, section) => {
      const before = { ...section };
      manager.merge(Section, section, { title, content });
      await manager.save(section);
      const changes = fieldChanges(before, section, ['title', 'content']);
      if (changes.length > 0) {
        const { id, summaryId, order } = section;
        await this.changeLog.record(
          manager,
          actor,
          CatalogEvents.SectionUpdated,
          { section: { id, summaryId, title, order }, content },
          { entity: 'section', entityId: id, summaryId, changes },
        );
      }
      return toModel(section, true);
    });
  }

  /**
   * Runs `work` in a transaction holding the lock of the section's summary (a summary's sections
   * change one at a time), on the section as read under that lock.
   */
  private async withLockedSection<T>(
    sectionId: string,
    work: (manager: EntityManager, section: Section) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(sectionId)) throw SectionError.notFound();
    const found = await this.sections.findOneBy({ id: sectionId });
    if (!found) throw SectionError.notFound();
    return this.dataSource.transaction(async (manager) => {
      await lockSummary(manager, found.summaryId);
      // Re-read under the summary lock: a concurrent delete may have won.
      const section = await manager.findOneBy(Section, { id: sectionId });
      if (!section) throw SectionError.notFound();
      return work(manager, section);
    });
  }

  /** Removes a section and closes the gap: the rest are renumbered 1..n. Returns its id. */
  async delete(actor: MemberViewer, sectionId: string): Promise<string> {
    return this.withLockedSection(sectionId, async (manager, section) => {
      await manager.delete(Section, sectionId);
      const rest = await this.ordered(manager, section.summaryId);
      await this.renumber(
        manager,
        rest.map((row) => row.id),
        rest,
      );
      await this.changeLog.record(
        manager,
        actor,
        CatalogEvents.SectionDeleted,
        {
          sectionId,
          summaryId: section.summaryId,
          sectionOrders: await this.orders(manager, section.summaryId),
        },
        {
          entity: 'section',
          entityId: sectionId,
          summaryId: section.summaryId,
          changes: [
            { field: 'title', from: section.title, to: null },
            { field: 'order', from: String(section.order), to: null },
          ],
        },
      );
      return sectionId;
    });
  }

  /**
   * Applies a new order in one transaction: the request must name exactly the summary's
   * sections; they are renumbered 1..n in the requested sequence.
   */
  async reorder(
    actor: MemberViewer,
    summaryId: string,
    sectionOrders: readonly SectionOrder[],
  ): Promise<SectionModel[]> {
    return this.dataSource.transaction(async (manager) => {
      await lockSummary(manager, summaryId);
      const current = await this.ordered(manager, summaryId);
      const plan = requestedOrder(
        current.map((section) => section.id),
        sectionOrders,
      );
      if (!plan.ok) throw SectionError.invalid(plan.message);
      const moved = await this.renumber(manager, plan.ids, current);
      const after = await this.ordered(manager, summaryId);
      if (moved.length > 0) {
        await this.changeLog.record(
          manager,
          actor,
          CatalogEvents.SectionsReordered,
          { summaryId, sectionOrders: after.map(({ id, order }) => ({ id, order })) },
          {
            entity: 'section',
            entityId: summaryId,
            summaryId,
            changes: moved.map(({ title, from, to }) => ({
              field: title,
              from: String(from),
              to: String(to),
            })),
          },
        );
      }
      return after;
    });
  }

  /** Gives `ids` the orders 1..n; returns the sections whose order changed. */
  private async renumber(
    manager: EntityManager,
    ids: readonly string[],
    current: readonly SectionModel[],
  ): Promise<Array<{ title: string; from: number; to: number }>> {
    const byId = new Map(current.map((section) => [section.id, section]));
    const moved: Array<{ title: string; from: number; to: number }> = [];
    for (const [index, id] of ids.entries()) {
      const section = byId.get(id)!;
      if (section.order === index + 1) continue;
      // The unique (summary, order) constraint is checked at commit, so passing ties are fine.
      await manager.update(Section, { id }, { order: index + 1 });
      moved.push({ title: section.title, from: section.order, to: index + 1 });
    }
    return moved;
  }

  private async ordered(manager: EntityManager, summaryId: string): Promise<SectionModel[]> {
    const rows = await manager.find(Section, { where: { summaryId }, order: ORDERED });
    return rows.map((row) => toModel(row, true));
  }

  private async orders(manager: EntityManager, summaryId: string): Promise<SectionOrder[]> {
    return (await this.ordered(manager, summaryId)).map(({ id, order }) => ({ id, order }));
  }
}

/** Spec section 4: title and content required, within the text limits. */
function validText(input: SectionInput): { title: string; content: string } {
  const title = trimmed(input.title);
  const content = trimmed(input.content);
  if (!title || !content) throw SectionError.invalid('Title and content are required');
  const problem = textProblem([
    [title, { label: 'Title', max: TEXT_LIMITS.name }],
    [content, { label: 'Content', max: TEXT_LIMITS.content, multiline: true }],
  ]);
  if (problem) throw SectionError.invalid(problem);
  return { title, content };
}

function toModel(row: Section, hasFullAccess: boolean): SectionModel {
  return {
    id: row.id,
    summaryId: row.summaryId,
    title: row.title,
    order: row.order,
    content: hasFullAccess ? row.content : null,
    isLocked: !hasFullAccess,
  };
}
