import { cn } from '../../../lib/cn';

interface CategoryFilterProps {
  categories: readonly { id: string; name: string; slug: string }[];
  selectedId: string;
  onSelect: (slug: string) => void;
}

export function CategoryFilter({ categories, selectedId, onSelect }: CategoryFilterProps) {
  const options = [{ id: '', name: 'All Categories', slug: '' }, ...categories];
  return (
    <ul aria-label="Filter by category" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const selected = option.id === selectedId;
        return (
          <li key={option.id || 'all'}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(option.slug)}
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
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
