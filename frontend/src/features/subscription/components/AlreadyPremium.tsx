import { Crown } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

export function AlreadyPremium() {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="w-full max-w-lg rounded-2xl border border-amber-500/40 bg-card p-8 text-center shadow-sm">
        <Crown className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">You're Already a Premium Member!</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Every summary is yours to read in full. Enjoy your learning journey.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/library">Browse Library</ButtonLink>
          <ButtonLink to="/dashboard" variant="outline">
            Go to Dashboard
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
