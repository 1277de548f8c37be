import { AlertCircle } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <AlertCircle className="mx-auto size-10 text-destructive" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <ButtonLink to="/" variant="outline" className="mt-6">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
