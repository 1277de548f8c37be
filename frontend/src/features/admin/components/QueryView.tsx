import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/graphql-errors';

interface QueryViewProps<T> {
  /** The query's answer (undefined while loading) and its failure, from Apollo's `useQuery`. */
  data: T | undefined;
  error: unknown;
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
  data,
  error,
  noun,
  placeholders = 3,
  placeholderClassName = 'h-16',
  empty,
  children,
}: QueryViewProps<T>) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The {noun} could not be loaded: {serverMessage(error)}
      </p>
    );
  }
  if (data === undefined) {
    return (
      <div className="grid gap-2" role="status" aria-label={`Loading ${noun}`}>
        {Array.from({ length: placeholders }, (_, index) => (
          <Skeleton key={index} className={`${placeholderClassName} w-full`} />
        ))}
      </div>
    );
  }
  if (empty && Array.isArray(data) && data.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return <>{children(data)}</>;
}
