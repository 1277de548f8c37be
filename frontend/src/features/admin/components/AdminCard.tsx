import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface AdminCardProps {
  headingId: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A titled panel of the admin tabs. */
export function AdminCard({ headingId, icon: Icon, title, children }: AdminCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card p-5 sm:p-6"
    >
      <h2 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}
