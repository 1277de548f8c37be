import { ArrowLeft, BookX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

export function SummaryNotFound() {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <BookX className="mx-auto size-12 text-muted-foreground" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Summary not found</h1>
        <p className="mt-3 text-muted-foreground">
          The book summary you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <ButtonLink to="/library" variant="outline" className="mt-6">
          <ArrowLeft className="size-4" aria-hidden />
          Back to Library
        </ButtonLink>
      </div>
    </section>
  );
}
