import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TextSearchQuery } from '../../../gql/graphql';
import { resultHref } from '../snippet';
import { SnippetText } from './SnippetText';

type SearchEdge = TextSearchQuery['search']['edges'][number];

/** Search results: each opens the reader at the section its snippet quotes. */
export function SearchResults({ edges }: { edges: readonly SearchEdge[] }) {
  return (
    <ol className="flex flex-col gap-4" data-testid="search-results">
      {edges.map((edge) => (
        <li
          key={edge.node.id}
          className="rounded-xl border border-border bg-card p-4"
          data-testid="search-result"
        >
          <Link
            to={resultHref(edge)}
            className="text-base font-semibold text-foreground hover:underline"
          >
            {edge.node.title}
          </Link>
          <p className="text-sm text-muted-foreground">
            {edge.node.author}
            {edge.node.isPremium && !edge.node.hasFullAccess && (
              <span className="ml-2 inline-flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-400">
                <Crown className="size-3" aria-hidden />
                Premium
              </span>
            )}
          </p>
          {edge.section && (
            <p className="mt-1 text-xs font-medium text-muted-foreground">
              In “{edge.section.heading}”
            </p>
          )}
          {edge.snippet && (
            <SnippetText
              snippet={edge.snippet}
              className="mt-2 text-sm leading-relaxed text-muted-foreground"
            />
          )}
        </li>
      ))}
    </ol>
  );
}
