import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import type { User } from '../features/auth/auth-types';
import { useDocumentTitle } from '../lib/use-document-title';

/** The signed-in home; its stats and reading lists arrive with the reading service. */
export default function HomePage({ user }: { user: User }) {
  useDocumentTitle('Home');
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        Welcome back, {user.firstName || 'Reader'}
      </h1>
      <p className="mt-3 text-muted-foreground">Pick up where you left off or find a new book.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/library" size="lg">
          Explore the Library
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="outline" size="lg">
          Go to Dashboard
        </ButtonLink>
      </div>
    </section>
  );
}
