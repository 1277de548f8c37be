import { ArrowRight, CheckCircle2, PlayCircle, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SIGN_UP_PATH } from '../../auth/auth-redirect';
import { type LandingFigures, useLandingFigures } from '../hooks/useLandingFigures';

// The walkthrough and its dialog load only when opened: the landing's script budget holds.
const DemoWalkthrough = lazy(() => import('./DemoWalkthrough'));

/** The hero's figures: counted ones from the server (left out when unknown or too small). */
function statsOf(figures: LandingFigures | null) {
  return [
    figures?.summaries && { value: figures.summaries, label: 'Book summaries' },
    figures?.newSummaries && { value: figures.newSummaries, label: 'New in the last 30 days' },
    figures?.members && { value: figures.members, label: 'Learners' },
  ].filter((stat) => Boolean(stat)) as Array<{ value: string; label: string }>;
}

export function Hero() {
  const [demoOpen, setDemoOpen] = useState(false);
  const stats = statsOf(useLandingFigures());
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--primary)_28%,transparent),transparent)]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
          <Sparkles className="size-4 text-primary" aria-hidden />
          Key ideas from the best non-fiction books
        </p>
        <h1
          id="hero-heading"
          className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          Unlock the world&apos;s knowledge in{' '}
          <span className="bg-gradient-to-r from-indigo-400 via-violet-400 to-fuchsia-400 bg-clip-text text-transparent">
            15 minutes
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          Learn faster, remember more. Read the big ideas of business, psychology, self-help,
          science and biography bestsellers in focused 15-minute summaries.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to={SIGN_UP_PATH} size="lg" className="w-full sm:w-auto">
            Start 7-Day Free Trial
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
          <Button
            variant="outline"
            size="lg"
            className="w-full sm:w-auto"
            aria-haspopup="dialog"
            onClick={() => setDemoOpen(true)}
          >
            <PlayCircle className="size-5" aria-hidden />
            Watch Demo
          </Button>
          {demoOpen && (
            <Suspense fallback={null}>
              <DemoWalkthrough onClose={() => setDemoOpen(false)} />
            </Suspense>
          )}
        </div>
        <p className="mt-5 text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in here
          </Link>
        </p>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {['No credit card required', 'Cancel anytime', '30-day money-back guarantee'].map(
            (claim) => (
              <li key={claim} className="inline-flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-emerald-500" aria-hidden />
                {claim}
              </li>
            ),
          )}
        </ul>
        <dl
          className={cn(
            'mx-auto mt-14 grid max-w-3xl gap-4 border-t border-border pt-8',
            ['grid-cols-1', 'grid-cols-2', 'grid-cols-3'][stats.length - 1],
          )}
        >
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold tracking-tight sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
