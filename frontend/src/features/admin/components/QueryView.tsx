import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ApiQueryState } from '../hooks/useApiQuery';

interface QueryViewProps<T> {
  state: ApiQueryState<T>;
  /** What is loaded, for the messages: 'summaries', 'sections'. */
  noun: string;
  /** Skeleton rows shown while loading, and their height class. */
  placeholders?: number;
  placeholderClassName?: string;
  /** Shown when the loaded data is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** The loading, failed, empty and loaded states of one admin query, the same everywhere. */
export function QueryView<T>({
  state,
  noun,
  placeholders = 3,
  placeholderClassName = 'h-16',
  empty,
  children,
}: QueryViewProps<T>) {
  if (state.status === 'loading') {
    return (
      <div className="grid gap-2" role="status" aria-label={`Loading ${noun}`}>
        {Array.from({ length: placeholders }, (_, index) => (
          <Skeleton key={index} className={`${placeholderClassName} w-full`} />
        ))}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        The {noun} could not be loaded: {state.message}
      </p>
    );
  }
  if (empty && Array.isArray(state.data) && state.data.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return <>{children(state.data)}</>;
}
