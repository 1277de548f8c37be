import { Skeleton } from '../../../components/ui/skeleton';

export function ReaderSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <span className="sr-only">Loading summary...</span>
      <Skeleton className="h-5 w-32" />
      <div className="mt-8 grid gap-8 sm:grid-cols-[12rem_1fr]">
        <Skeleton className="mx-auto aspect-[2/3] w-40 rounded-xl sm:w-full" />
        <div className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-16 w-full max-w-2xl" />
        </div>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <Skeleton className="hidden h-64 lg:block" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </div>
    </div>
  );
}
