import { cn } from '../../../lib/cn';
import {
  ACCESS_CHOICES,
  DEFAULT_SORT,
  LENGTH_CHOICES,
  type LengthFilter,
  type LibraryFilter,
  SORT_CHOICES,
} from '../library-filter';

type PanelFilter = Pick<LibraryFilter, 'length' | 'access' | 'sort'>;

interface FilterPanelProps {
  id: string;
  filter: PanelFilter;
  /** The length bands that hold a published summary; every band until that is known. */
  lengthsOffered?: ReadonlySet<LengthFilter>;
  onChange: (change: Partial<PanelFilter>) => void;
}

/**
 * The Filter button's panel: length, Free / Premium and the order, each a group of radio
 * buttons drawn as chips (arrow keys move within a group, as a screen reader expects). A length
 * band no summary fits is not offered (it would always find nothing), unless a link chose it.
 */
export function FilterPanel({ id, filter, lengthsOffered, onChange }: FilterPanelProps) {
  const lengths = LENGTH_CHOICES.filter(
    (choice) =>
      !lengthsOffered || lengthsOffered.has(choice.value) || choice.value === filter.length,
  );
  return (
    <div
      id={id}
      data-testid="library-filters"
      className="grid gap-5 rounded-xl border border-border bg-card p-4 sm:grid-cols-3 sm:p-5"
    >
      <ChoiceGroup
        legend="Length"
        name="length"
        choices={[{ value: '', label: 'Any length' }, ...lengths]}
        selected={filter.length}
        onSelect={(length) => onChange({ length })}
      />
      <ChoiceGroup
        legend="Access"
        name="access"
        choices={[{ value: '', label: 'All' }, ...ACCESS_CHOICES]}
        selected={filter.access}
        onSelect={(access) => onChange({ access })}
      />
      <ChoiceGroup
        legend="Sort by"
        name="sort"
        choices={SORT_CHOICES}
        selected={filter.sort}
        onSelect={(sort) => onChange({ sort })}
      />
      {(filter.length || filter.access || filter.sort !== DEFAULT_SORT) && (
        <button
          type="button"
          onClick={() => onChange({ length: '', access: '', sort: DEFAULT_SORT })}
          className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline sm:col-span-3"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  choices: readonly { value: Value; label: string }[];
  selected: Value;
  onSelect: (value: Value) => void;
}

function ChoiceGroup<Value extends string>({
  legend,
  name,
  choices,
  selected,
  onSelect,
}: ChoiceGroupProps<Value>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value || 'any'} className="cursor-pointer">
            <input
              type="radio"
              name={`library-${name}`}
              value={choice.value}
              checked={choice.value === selected}
              onChange={() => onSelect(choice.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-block rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
                choice.value === selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-muted-foreground hover:border-primary/50 hover:text-foreground',
              )}
            >
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
