import type { HighlightFieldsFragment } from '../../../gql/graphql';
import { CoverImage } from '../../summary-cards/components/CoverImage';
import type { BookGroup } from '../highlight-filter';
import { HighlightItem } from './HighlightItem';

/** One book of /highlights: cover, title and author, its highlights, then those no longer found. */
export function BookHighlights({ group }: { group: BookGroup<HighlightFieldsFragment> }) {
  const { book } = group;
  const headingId = `book-${book.id}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid="highlight-book" data-book-id={book.id}>
      <div className="flex items-center gap-4">
        <div className="w-12 shrink-0 overflow-hidden rounded-md">
          <CoverImage src={book.coverImageUrl} title={book.title} author={book.author} />
        </div>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold">
            {book.title}
          </h2>
          <p className="text-sm text-muted-foreground">{book.author}</p>
        </div>
      </div>
      {group.highlights.length > 0 && (
        <ul className="mt-4 space-y-3">
          {group.highlights.map((highlight) => (
            <HighlightItem key={highlight.id} highlight={highlight} />
          ))}
        </ul>
      )}
      {group.orphaned.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-muted-foreground">
            No longer found in the summary
          </h3>
          <ul className="mt-2 space-y-3" data-testid="orphaned-highlights">
            {group.orphaned.map((highlight) => (
              <HighlightItem key={highlight.id} highlight={highlight} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
