import { ArrowLeft, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AuthPlaceholderProps {
  title: string;
  description: string;
  children?: ReactNode;
  backTo?: { to: string; label: string };
}

/** A titled stand-in for the sign-in screens, which arrive with the identity service. */
export function AuthPlaceholder({
  title,
  description,
  children,
  backTo = { to: '/', label: 'Back to Home' },
}: AuthPlaceholderProps) {
  useDocumentTitle(title);
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 shadow-sm">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{description}</p>
        {children}
        <Link
          to={backTo.to}
          className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backTo.label}
        </Link>
      </div>
    </section>
  );
}
