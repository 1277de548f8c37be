import { Public } from '@distill/platform';
import { Context, Directive, ID, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { isUuid } from '@distill/contracts';
import { SummaryCards } from './summary-cards.service.js';
import {
  CategoryCardModel,
  type SummaryCard,
  SummaryReference,
} from './summary-reference.model.js';

/** The cards one request still has to read, gathered until the current resolvers have run. */
interface PendingCards {
  ids: Set<string>;
  loaded: Promise<Map<string, SummaryCard>>;
}

/**
 * The card fields of reading's Summary, `@shareable` with the catalog's. A list's summaries
 * carry their card; a summary reached by its key alone (`_entities`) has it read here, every
 * such summary of one request in one query.
 */
/** The card fields are what any list shows: whoever may see the entry may see its card. */
@Public()
@Resolver(() => SummaryReference)
export class SummaryCardFieldsResolver {
  private readonly pendingByRequest = new WeakMap<object, PendingCards>();

  constructor(private readonly cards: SummaryCards) {}

  @ResolveField(() => String)
  @Directive('@shareable')
  async title(@Parent() summary: SummaryReference, @Context('req') req: object): Promise<string> {
    return (await this.cardOf(summary, req)).title;
  }

  @ResolveField(() => String)
  @Directive('@shareable')
  async author(@Parent() summary: SummaryReference, @Context('req') req: object): Promise<string> {
    return (await this.cardOf(summary, req)).author;
  }

  @ResolveField(() => String, { nullable: true })
  @Directive('@shareable')
  async description(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<string | null> {
    return (await this.cardOf(summary, req)).description;
  }

  @ResolveField(() => String, { nullable: true })
  @Directive('@shareable')
  async coverImageUrl(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<string | null> {
    return (await this.cardOf(summary, req)).coverImageUrl;
  }

  @ResolveField(() => ID, { nullable: true })
  @Directive('@shareable')
  async categoryId(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<string | null> {
    return (await this.cardOf(summary, req)).categoryId;
  }

  @ResolveField(() => CategoryCardModel, { nullable: true })
  @Directive('@shareable')
  async category(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<CategoryCardModel | null> {
    return (await this.cardOf(summary, req)).category;
  }

  @ResolveField(() => Int)
  @Directive('@shareable')
  async readingTimeMinutes(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<number> {
    return (await this.cardOf(summary, req)).readingTimeMinutes;
  }

  @ResolveField(() => Boolean)
  @Directive('@shareable')
  async isPremium(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<boolean> {
    return (await this.cardOf(summary, req)).isPremium;
  }

  @ResolveField(() => Boolean)
  @Directive('@shareable')
  async isPublished(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<boolean> {
    return (await this.cardOf(summary, req)).isPublished;
  }

  @ResolveField(() => Int)
  @Directive('@shareable')
  async sectionCount(
    @Parent() summary: SummaryReference,
    @Context('req') req: object,
  ): Promise<number> {
    return (await this.cardOf(summary, req)).sectionCount;
  }

  /** The summary's card; an unknown or deleted summary has none (the field is an error). */
  private async cardOf(summary: SummaryReference, req: object): Promise<SummaryCard> {
    const card =
      summary.card ?? (isUuid(summary.id) ? await this.load(req, summary.id) : undefined);
    if (!card) throw new Error(`No summary ${summary.id}`);
    return card;
  }

  private load(req: object, id: string): Promise<SummaryCard | undefined> {
    let pending = this.pendingByRequest.get(req);
    if (!pending || !pending.ids.has(id)) {
      if (!pending || pending.ids.size === 0 || settled.has(pending)) {
        const ids = new Set<string>();
        const batch: PendingCards = {
          ids,
          // Read once the resolvers of this tick asked for theirs.
          loaded: new Promise((resolve, reject) =>
            setImmediate(() => {
              settled.add(batch);
              this.cards.byIds([...ids]).then(resolve, reject);
            }),
          ),
        };
        pending = batch;
        this.pendingByRequest.set(req, batch);
      }
      pending.ids.add(id);
    }
    return pending.loaded.then((cards) => cards.get(id));
  }
}

/** Batches already sent to the database: a later id starts a new one. */
const settled = new WeakSet<PendingCards>();
