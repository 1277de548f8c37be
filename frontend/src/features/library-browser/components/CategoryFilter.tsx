import { cn } from '../../../lib/cn';

interface CategoryFilterProps {
  categories: readonly { id: string; name: string; slug: string }[];
  selectedId: string;
  onSelect: (slug: string) => void;
}

export function CategoryFilter({ categories, selectedId, onSelect }: CategoryFilterProps) {
  const options = [{ id: '', name: 'All Categories', slug: '' }, ...categories];
  return (
    // Phones: one row that scrolls sideways, so the chips never push the first books down.
    <ul
      aria-label="Filter by category"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      {options.map((option) => {
        const selected = option.id === selectedId;
        return (
          <li key={option.id || 'all'} className="shrink-0">
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(option.slug)}
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-muted-foreground hover:border-primary/50 hover:text-foreground',
              )}
            >
              {option.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
