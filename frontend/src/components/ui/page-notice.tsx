import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageNoticeProps {
  icon: LucideIcon;
  /** The icon's colour, e.g. `text-primary`, `text-destructive`, `text-amber-500`. */
  tone: string;
  title: string;
  description?: ReactNode;
  /** A wider card edged in Premium's amber. */
  premium?: boolean;
  role?: 'alert';
  /** What follows the description: more words, the way on. */
  children?: ReactNode;
}

/** A page that is only a message in a card: not found, no access, sign in first, a trial. */
export function PageNotice({
  icon: Icon,
  tone,
  title,
  description,
  premium,
  role,
  children,
}: PageNoticeProps) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div
        role={role}
        className={cn(
          'w-full rounded-2xl border bg-card p-8 text-center shadow-sm',
          premium ? 'max-w-lg border-amber-500/40' : 'max-w-md border-border',
        )}
      >
        <Icon className={cn('mx-auto size-10', tone)} aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        {description && <p className="mt-3 text-sm text-muted-foreground">{description}</p>}
        {children}
      </div>
    </section>
  );
}
