import { useQuery } from '@apollo/client/react';
import { HIGHLIGHT_COLORS } from '@distill/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Input } from '../../../components/ui/input';
import type { HighlightColor } from '../../../gql/graphql';
import { HighlightBooksQuery } from '../graphql/highlights.graphql';
import {
  COLOR_LABELS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  type HighlightFilter,
} from '../highlight-filter';

const selectClasses =
  'h-11 rounded-lg border border-input bg-background px-3 text-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** Search (sent once typing pauses, or on Enter), book and colour: each written to the URL. */
export function HighlightFilters({
  filter,
  onChange,
}: {
  filter: HighlightFilter;
  onChange: (change: Partial<HighlightFilter>) => void;
}) {
  const [typed, setTyped] = useState(filter.query);
  // The URL changed the search (back, forward, "Clear filters"): the box shows it.
  const [shownQuery, setShownQuery] = useState(filter.query);
  if (filter.query !== shownQuery) {
    setShownQuery(filter.query);
    setTyped(filter.query);
  }
  const hintId = useId();
  useEffect(() => {
    if (typed === filter.query) return;
    const timer = setTimeout(() => onChange({ query: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filter.query, onChange]);

  const booksData = useQuery(HighlightBooksQuery).data;
  const books = useMemo(() => {
    const byId = new Map<string, string>();
    for (const item of booksData?.highlights.items ?? []) byId.set(item.book.id, item.book.title);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [booksData]);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]" role="search">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search your highlights and notes"
          placeholder="Search your highlights and notes..."
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setTyped(event.target.value)}
          // Enter searches at once, without waiting for typing to pause.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && typed !== filter.query) onChange({ query: typed });
          }}
          aria-describedby={hintId}
          className="pl-9"
        />
        <p id={hintId} className="sr-only">
          Finds words in your quotes and notes. Put a phrase in quotes; put a minus before a word to
          leave it out.
        </p>
      </div>
      <select
        aria-label="Book"
        value={filter.book}
        onChange={(event) => onChange({ book: event.target.value })}
        className={selectClasses}
      >
        <option value="">All books</option>
        {books.map(([id, title]) => (
          <option key={id} value={id}>
            {title}
          </option>
        ))}
      </select>
      <select
        aria-label="Colour"
        value={filter.color}
        onChange={(event) => onChange({ color: event.target.value as HighlightColor | '' })}
        className={selectClasses}
      >
        <option value="">All colours</option>
        {HIGHLIGHT_COLORS.map((color) => (
          <option key={color} value={color}>
            {COLOR_LABELS[color]}
          </option>
        ))}
      </select>
    </div>
  );
}
