import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

export function AdminAccessRequired() {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto size-10 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Admin Access Required</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Please sign in with an admin account to manage summaries, categories and users.
        </p>
        <ButtonLink to="/auth" className="mt-6">
          Sign In
        </ButtonLink>
      </div>
    </section>
  );
}
