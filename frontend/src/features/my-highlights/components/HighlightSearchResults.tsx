import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { HighlightSearchQuery } from '../../../gql/graphql';
import { cn } from '../../../lib/cn';
import { SnippetText } from '../../search/components/SnippetText';
import { highlightHref } from '../highlight-filter';
import { COLOR_CLASSES } from './HighlightItem';

type SearchEdge = HighlightSearchQuery['highlightSearch']['edges'][number];

/**
 * /highlights' search results, best first: each highlight's quote and note with the matched
 * words marked, its book, and a link to its place in the reader (none for a quote no longer
 * found there).
 */
export function HighlightSearchResults({ edges }: { edges: readonly SearchEdge[] }) {
  return (
    <ol className="space-y-3" data-testid="highlight-search-results">
      {edges.map(({ node, quoteSnippet, noteSnippet }) => (
        <li
          key={node.id}
          className="rounded-xl border border-border bg-card p-4 shadow-sm"
          data-testid="highlight-search-result"
        >
          <p className="text-sm font-semibold">
            {node.book.title}
            <span className="font-normal text-muted-foreground"> · {node.book.author}</span>
          </p>
          <SnippetText
            as="blockquote"
            snippet={quoteSnippet}
            testId="highlight-quote-snippet"
            className={cn(
              'mt-2 border-l-4 pl-3 text-base leading-relaxed',
              COLOR_CLASSES[node.color].bar,
            )}
          />
          {noteSnippet && (
            <p className="mt-3 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">Note: </span>
              <SnippetText as="span" snippet={noteSnippet} testId="highlight-note-snippet" />
            </p>
          )}
          {node.orphaned ? (
            <p className="mt-3 text-sm text-muted-foreground">No longer found in the summary</p>
          ) : (
            <Link
              to={highlightHref(node)}
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden />
              Open in the reader
              <span className="sr-only">: {node.quote.slice(0, 60)}</span>
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
