import { Search } from 'lucide-react';
import type { Ref } from 'react';

interface SearchFieldProps {
  id: string;
  /** The field's accessible name (a visually hidden label). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  ref?: Ref<HTMLInputElement>;
}

/** A search box with its magnifier and a label for screen readers. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  ref,
}: SearchFieldProps) {
  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="h-11 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:border-ring"
      />
    </div>
  );
}
