import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The centred card every sign-in screen uses. */
export function AuthCard({ title, description, icon, children, className }: AuthCardProps) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-12 sm:py-20">
      <div
        className={cn(
          'w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8',
          className,
        )}
      >
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          {icon ?? <KeyRound className="size-5" aria-hidden />}
        </span>
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
        {children}
      </div>
    </section>
  );
}
