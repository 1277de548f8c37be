import { Check } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { trialSignUpPath } from '../../auth/auth-redirect';

interface Plan {
  name: string;
  price: string;
  period: string;
  description: string;
  highlight?: string;
  featured?: boolean;
  cta: string;
  /** Its button starts the 7-day trial, so it opens the sign-in page in Create Account mode. */
  trial?: boolean;
  /** Where the trial goes on to: the annual plan preselected on /subscribe. */
  returnTo?: string;
  benefits: string[];
}

const plans: Plan[] = [
  {
    name: 'Free',
    price: '$0',
    period: '/month',
    description: 'Get a taste of Distill.',
    cta: 'Get Started',
    benefits: ['3 free summaries per month', 'Access to free summaries', 'Light and dark mode'],
  },
  {
    name: 'Premium',
    price: '$12',
    period: '/month',
    description: 'Unlimited learning, month by month.',
    highlight: 'Most Popular',
    featured: true,
    cta: 'Start 7-Day Free Trial',
    trial: true,
    benefits: [
      'Unlimited access to every summary',
      '7-day free trial',
      'Save favorites and track progress',
      '10-15 new summaries monthly',
    ],
  },
  {
    name: 'Annual',
    price: '$99',
    period: '/year',
    description: 'Best value for committed learners.',
    highlight: 'Save 31%',
    cta: 'Start 7-Day Free Trial',
    trial: true,
    returnTo: '/subscribe?plan=annual',
    benefits: [
      'Everything in Premium',
      '7-day free trial',
      'Two months free compared to monthly',
      '30-day money-back guarantee',
    ],
  },
];

export function Pricing() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="border-t border-border bg-card/30"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
          <h2 id="pricing-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Simple, transparent pricing
          </h2>
          <p className="mt-4 text-muted-foreground">Start free, upgrade when you are hooked.</p>
        </div>
        <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              data-testid="pricing-plan"
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-8',
                plan.featured
                  ? 'border-primary shadow-lg ring-1 ring-primary'
                  : 'border-border shadow-sm',
              )}
            >
              {plan.highlight && (
                <span
                  className={cn(
                    'absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap',
                    plan.featured
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-emerald-700 text-white',
                  )}
                >
                  {plan.highlight}
                </span>
              )}
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
                <span className="text-muted-foreground">{plan.period}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink
                to={plan.trial ? trialSignUpPath(plan.returnTo) : '/auth'}
                variant={plan.featured ? 'primary' : 'outline'}
                size="lg"
                className="mt-8 w-full"
                aria-label={`${plan.cta} with the ${plan.name} plan`}
              >
                {plan.cta}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          All plans include 7-day free trial, no setup fees, cancel anytime
        </p>
      </div>
    </section>
  );
}
