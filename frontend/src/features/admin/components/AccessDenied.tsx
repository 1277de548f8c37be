import { ShieldX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

export function AccessDenied({ role }: { role: string }) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <ShieldX className="mx-auto size-10 text-destructive" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          You do not have admin privileges. Only admin users can access this panel.
        </p>
        <p className="mt-2 text-sm">
          Current role: <span className="font-semibold">{role}</span>
        </p>
        <ButtonLink to="/" variant="outline" className="mt-6">
          Go Home
        </ButtonLink>
      </div>
    </section>
  );
}
